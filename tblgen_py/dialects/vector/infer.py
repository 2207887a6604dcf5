"""``vector`` dialect: the result types ``shuffle`` and ``to_elements`` infer
(their ``inferReturnTypes``, which their declarative formats rely on)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from math import prod

from tblgen_py.runtime.ir.types import VectorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op

__all__: list[str] = []


def _source(operands: Sequence[Value], op: str) -> VectorType:
    """The first operand's vector type."""
    ty = operands[0].type if operands else None
    if not isinstance(ty, VectorType):
        raise ValueError(f"{op} expects a vector operand")
    return ty


@implement_op("vector.shuffle", "infer_return_types")
def shuffle_result_types(
    operands: Sequence[Value], attributes: Mapping[str, object], regions: int
) -> list[object]:
    """One leading dimension per mask entry, then ``v1``'s trailing ones."""
    source = _source(operands, "vector.shuffle")
    mask = getattr(attributes.get("mask"), "values", ())
    shape = [len(mask), *source.shape[1:]]
    return [VectorType.get(shape, source.element_type)]


@implement_op("vector.to_elements", "infer_return_types")
def to_elements_result_types(
    operands: Sequence[Value], attributes: Mapping[str, object], regions: int
) -> list[object]:
    """The element type once per element of the source."""
    source = _source(operands, "vector.to_elements")
    return [source.element_type] * prod(source.shape)
