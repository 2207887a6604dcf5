"""Result-type inference of generated builders and dialect registration."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.dialect import Dialect
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods import hooks


def same_type_results(operands: Sequence[Value], count: int) -> list[object]:
    """``SameOperandsAndResultType``: every result has the first operand's type."""
    if not operands:
        raise ValueError("cannot infer result types: the op has no operands")
    return [operands[0].type] * count


def infer_results(
    op_class: type,
    operands: Sequence[Value],
    attributes: Mapping[str, object],
    regions: int,
) -> list[object]:
    """``InferTypeOpInterface``: call the attached ``infer_return_types`` hook.

    The hook gets ``(operands, attributes, regions)`` and returns result types.
    """
    hook = hooks.require(op_class, "infer_return_types", "InferTypeOpInterface")
    types = hook(list(operands), dict(attributes), regions)
    if not isinstance(types, (list, tuple)):
        raise TypeError(
            f"'{getattr(op_class, 'OPERATION_NAME', op_class.__name__)}' "
            "infer_return_types must return a list of types"
        )
    return list(types)


def register_dialect(
    context: Context, name: str, ops: Iterable[type[Operation]]
) -> Dialect:
    """Register a generated dialect's op classes in ``context``."""
    dialect = Dialect(name, ops)
    context.load_dialect(dialect)
    return dialect
