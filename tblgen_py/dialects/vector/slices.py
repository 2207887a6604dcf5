"""``vector`` dialect: verifiers of ``extract_strided_slice`` and
``insert_strided_slice`` (offsets, sizes and strides confined to the shapes)."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects._support import quoted
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import VectorType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

__all__: list[str] = []


def _array(op: Operation, name: str) -> list[int]:
    """An integer array attribute's values."""
    return [
        int(getattr(e, "value", 0)) for e in getattr(op.get_attr(name), "elements", ())
    ]


def _confined_to_shape(
    values: Sequence[int],
    shape: Sequence[int],
    name: str,
    half_open: bool = True,
    low: int = 0,
) -> None:
    """``isIntegerArrayAttrConfinedToShape``."""
    for index, (value, size) in enumerate(zip(values, shape)):
        high = size if half_open else size + 1
        if value < low or value >= high:
            raise VerifyError(
                f"expected {name} dimension {index} to be confined to [{low}, {high})"
            )


def _confined_to_one(values: Sequence[int], name: str) -> None:
    """``isIntegerArrayAttrConfinedToRange`` with [1, 1]: unit strides."""
    for value in values:
        if value != 1:
            raise VerifyError(f"expected {name} to be confined to [1, 2)")


def _sum_confined(
    first: Sequence[int],
    second: Sequence[int],
    shape: Sequence[int],
    names: tuple[str, str],
) -> None:
    """``isSumOfIntegerArrayAttrConfinedToShape`` (closed upper bound)."""
    for index, (a, b, size) in enumerate(zip(first, second, shape)):
        if a + b < 0 or a + b >= size + 1:
            raise VerifyError(
                f"expected sum({names[0]}, {names[1]}) dimension {index} to be "
                f"confined to [1, {size + 1})"
            )


def _no_greater_rank(values: Sequence[int], shape: Sequence[int], name: str) -> None:
    """``isIntegerArrayAttrSmallerThanShape``."""
    if len(values) > len(shape):
        raise VerifyError(
            f"expected {name} attribute of rank no greater than vector rank"
        )


@implement_op("vector.extract_strided_slice", "verify")
def verify_extract_strided_slice(op: Operation) -> None:
    """Offsets, sizes and unit strides within the source; the inferred result."""
    source = op.operand_uses[0].value.type
    if not isinstance(source, VectorType):
        return
    offsets, sizes = _array(op, "offsets"), _array(op, "sizes")
    strides = _array(op, "strides")
    if not len(offsets) == len(sizes) == len(strides):
        raise VerifyError("expected offsets, sizes and strides attributes of same size")
    shape = source.shape
    for values, name in ((offsets, "offsets"), (sizes, "sizes"), (strides, "strides")):
        _no_greater_rank(values, shape, name)
    _confined_to_shape(offsets, shape, "offsets")
    _confined_to_shape(sizes, shape, "sizes", half_open=False, low=1)
    _confined_to_one(strides, "strides")
    _sum_confined(offsets, sizes, shape, ("offsets", "sizes"))
    result = VectorType.get(
        list(sizes) + list(shape[len(sizes) :]), source.element_type, source.scalable
    )
    if op.results[0].type != result:
        raise VerifyError(f"expected result type to be {quoted(result)}")
    for index, size in enumerate(sizes):
        if source.scalable[index] and shape[index] != size:
            raise VerifyError(
                f"expected size at idx={index} to match the corresponding base size "
                f"from the input vector ({size} vs {shape[index]})"
            )


@implement_op("vector.insert_strided_slice", "verify")
def verify_insert_strided_slice(op: Operation) -> None:
    """Offsets per destination dim, unit strides per source dim, the source
    fitting at the offsets; matching scalable dims."""
    source = op.operand_uses[0].value.type
    dest = op.operand_uses[1].value.type
    if not isinstance(source, VectorType) or not isinstance(dest, VectorType):
        return
    offsets, strides = _array(op, "offsets"), _array(op, "strides")
    if len(offsets) != len(dest.shape):
        raise VerifyError("expected offsets of same size as destination vector rank")
    if len(strides) != len(source.shape):
        raise VerifyError("expected strides of same size as source vector rank")
    if len(source.shape) > len(dest.shape):
        raise VerifyError("expected source rank to be no greater than destination rank")
    diff = len(dest.shape) - len(source.shape)
    padded = [0] * diff + list(source.shape)
    _confined_to_shape(offsets, dest.shape, "offsets")
    _confined_to_one(strides, "strides")
    _sum_confined(offsets, padded, dest.shape, ("offsets", "source vector shape"))
    for index, size in enumerate(source.shape):
        if source.scalable[index] != dest.scalable[index + diff]:
            raise VerifyError(
                f"mismatching scalable flags (at source vector idx={index})"
            )
        if source.scalable[index] and size != dest.shape[index + diff]:
            raise VerifyError(
                f"expected size at idx={index} to match the corresponding base size "
                f"from the input vector ({size} vs {dest.shape[index + diff]})"
            )
