"""``llvm`` dialect: the verifiers of the intrinsics ``llvm.intr.masked.gather``,
``llvm.intr.masked.scatter`` (a vector of pointers as long as the values) and
``llvm.intr.sincos`` (a struct of two results of the operand's type)."""

from __future__ import annotations

from tblgen_py.dialects.llvm.aggregate import aggregate_members
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import VectorType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["verify_pointer_vector"]


def verify_pointer_vector(ptrs: object, values: object, index: int) -> None:
    """The pointer vector has the shape (and scalability) of ``values``:
    ``getVectorType(ptrs element type, getVectorNumElements(values))``."""
    if not isinstance(ptrs, VectorType) or not isinstance(values, VectorType):
        return
    expected = VectorType.get(values.shape, ptrs.element_type, values.scalable)
    if ptrs != expected:
        raise VerifyError(f"expected operand #{index} type to be '{expected}'")


@implement_op("llvm.intr.masked.gather", "verify")
def verify_masked_gather(op: Operation) -> None:
    """``masked_gather::verify``."""
    verify_pointer_vector(getattr(op, "ptrs").type, op.results[0].type, 1)


@implement_op("llvm.intr.masked.scatter", "verify")
def verify_masked_scatter(op: Operation) -> None:
    """``masked_scatter::verify``."""
    verify_pointer_vector(getattr(op, "ptrs").type, getattr(op, "value").type, 2)


@implement_op("llvm.intr.sincos", "verify")
def verify_sincos(op: Operation) -> None:
    """``SincosOp::verify``: ``!llvm.struct<(t, t)>`` for an operand of type t."""
    operand = str(op.operand_uses[0].value.type)
    result = op.results[0].type
    found = aggregate_members(result)
    if found is None or found[0] != "struct" or found[1] != [operand, operand]:
        raise VerifyError(
            "expected result type to be an homogeneous struct with two elements "
            f"matching the operand type, but got '{result}'"
        )
