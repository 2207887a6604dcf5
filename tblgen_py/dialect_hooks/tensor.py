"""``tensor`` dialect: casts, ``tensor.splat`` and ``tensor.insert``."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialect_hooks._support import (
    bit_width,
    element_type_or_self,
    is_tensor,
    num_dynamic_dims,
    register,
    shapes_compatible,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import RankedTensorType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["register"]


def _one_to_one(inputs: Sequence[object], outputs: Sequence[object]) -> bool:
    """One tensor in, one tensor out, of compatible shapes."""
    if len(inputs) != 1 or len(outputs) != 1:
        return False
    a, b = inputs[0], outputs[0]
    return is_tensor(a) and is_tensor(b) and shapes_compatible(a, b)


@implement_op("tensor.cast", "areCastCompatible")
def cast_compatible(
    op: Operation, inputs: Sequence[object], outputs: Sequence[object]
) -> bool:
    """Same element type, compatible shapes."""
    if not _one_to_one(inputs, outputs):
        return False
    return bool(element_type_or_self(inputs[0]) == element_type_or_self(outputs[0]))


@implement_op("tensor.bitcast", "areCastCompatible")
def bitcast_compatible(
    op: Operation, inputs: Sequence[object], outputs: Sequence[object]
) -> bool:
    """Element types of the same bit width, compatible shapes."""
    if not _one_to_one(inputs, outputs):
        return False
    a = element_type_or_self(inputs[0])
    b = element_type_or_self(outputs[0])
    return bit_width(a) is not None and bit_width(a) == bit_width(b)


@implement_op("tensor.splat", "verify")
def verify_splat(op: Operation) -> None:
    """One dynamic size per ``?`` of the result."""
    ty = op.results[0].type
    if not isinstance(ty, RankedTensorType):
        return
    has = len(op.operand_uses) - 1
    expected = num_dynamic_dims(ty)
    if has != expected:
        raise VerifyError(
            f"incorrect number of dynamic sizes, has {has}, expected {expected}"
        )


@implement_op("tensor.insert", "verify")
def verify_insert(op: Operation) -> None:
    """One index per dimension of the destination."""
    dest = op.operand_uses[1].value.type
    indices = len(op.operand_uses) - 2
    if isinstance(dest, RankedTensorType) and len(dest.shape) != indices:
        raise VerifyError("incorrect number of indices")


@implement_op("tensor.insert", "getDpsInitsMutable")
def insert_inits(op: Operation) -> range:
    """The destination (operand #1) is the only init."""
    return range(1, 2)


@implement_op("tensor.extract", "verify")
def verify_extract(op: Operation) -> None:
    """One index per dimension of the (ranked) source."""
    source = op.operand_uses[0].value.type
    indices = len(op.operand_uses) - 1
    if isinstance(source, RankedTensorType) and len(source.shape) != indices:
        raise VerifyError("incorrect number of indices for extract_element")


@implement_op("tensor.empty", "verify")
def verify_empty(op: Operation) -> None:
    """One dynamic size per ``?`` of the result."""
    ty = op.results[0].type
    if not isinstance(ty, RankedTensorType):
        return
    has, expected = len(op.operand_uses), num_dynamic_dims(ty)
    if has != expected:
        raise VerifyError(
            f"incorrect number of dynamic sizes, has {has}, expected {expected}"
        )
