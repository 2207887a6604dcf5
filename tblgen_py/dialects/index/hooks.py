"""``index`` dialect: the result names of its constants (``getAsmResultNames``).

and ``areCastCompatible`` of its casts.  ``index.constant 42`` is ``%idx42`` (``%idx-7``), ``index.bool.constant true``
is ``%true`` (IndexOps.cpp).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IndexType


@implement_op("index.constant", "getAsmResultNames")
def _constant_name(op: Operation, set_name: Callable[[object, str], None]) -> None:
    value = getattr(op.get_attr("value"), "value", None)
    if isinstance(value, int):
        set_name(op.results[0], f"idx{value}")


@implement_op("index.bool.constant", "getAsmResultNames")
def _bool_name(op: Operation, set_name: Callable[[object, str], None]) -> None:
    value = getattr(op.get_attr("value"), "value", None)
    set_name(op.results[0], "true" if value else "false")


@implement_op("index.casts", "areCastCompatible")
@implement_op("index.castu", "areCastCompatible")
def _cast_compatible(
    op: Operation, inputs: Sequence[object], outputs: Sequence[object]
) -> bool:
    """``CastSOp``/``CastUOp::areCastCompatible``: exactly one side is index."""
    return isinstance(inputs[0], IndexType) != isinstance(outputs[0], IndexType)


def register(context: object) -> None:
    """``--load-dialect`` entry point: the hooks attach on import."""
