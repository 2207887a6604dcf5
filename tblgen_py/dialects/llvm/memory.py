"""``llvm`` dialect: verifiers of ``load``, ``store``, ``alloca``, ``fence``,
the casts ``sext``/``zext``/``bitcast``, ``switch``, and the module-level
``linker_options`` and ``module_flags``."""

from __future__ import annotations

import re

from tblgen_py.dialects._support import quoted
from tblgen_py.dialects.llvm.global_ops import satisfies_llvm_module
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType, IntegerType, VectorType
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView

__all__ = ["llvm_pointer_space"]

_POINTER = re.compile(r"^!llvm\.ptr(?:<(\d+)>)?$")


def llvm_pointer_space(ty: object) -> int | None:
    """The address space of ``!llvm.ptr`` / ``!llvm.ptr<N>`` (None: not a pointer)."""
    match = _POINTER.match(str(ty))
    if match is None:
        return None
    return int(match.group(1) or 0)


def _ordering(op: Operation) -> str:
    """The ``ordering`` enum case as spelled in MLIR (``not_atomic`` default)."""
    value = getattr(op, "ordering", None)
    return "not_atomic" if value is None else str(value)


def _atomic_bits(ty: object) -> int | None:
    """The bit width of a type atomics accept (integers, floats, pointers)."""
    if isinstance(ty, (IntegerType, FloatType)):
        return ty.width
    return 64 if llvm_pointer_space(ty) is not None else None


def _verify_atomic(op: Operation, value: object, unsupported: tuple[str, ...]) -> None:
    """``verifyAtomicMemOp``: type, ordering and alignment of atomic accesses;
    no syncscope on plain ones."""
    ordering = _ordering(op)
    if ordering == "not_atomic":
        if op.get_attr("syncscope") is not None:
            raise VerifyError("expected syncscope to be null for non-atomic access")
        return
    bits = _atomic_bits(value)
    if bits is None or bits < 8 or bits & (bits - 1):
        raise VerifyError(f"unsupported type {quoted(value)} for atomic access")
    if ordering in unsupported:
        raise VerifyError(f"unsupported ordering '{ordering}'")
    if not getattr(op.get_attr("alignment"), "value", 0):
        raise VerifyError("expected alignment for atomic access")


@implement_op("llvm.load", "verify")
def verify_load(op: Operation) -> None:
    """Atomic loads: a supported type, not release/acq_rel, aligned."""
    _verify_atomic(op, op.results[0].type, ("release", "acq_rel"))


@implement_op("llvm.store", "verify")
def verify_store(op: Operation) -> None:
    """Atomic stores: a supported type, not acquire/acq_rel, aligned."""
    _verify_atomic(op, op.operand_uses[0].value.type, ("acquire", "acq_rel"))


@implement_op("llvm.fence", "verify")
def verify_fence(op: Operation) -> None:
    """Only acquire, release, acq_rel and seq_cst orderings."""
    if _ordering(op) in ("not_atomic", "unordered", "monotonic"):
        raise VerifyError(
            "can be given only acquire, release, acq_rel, and seq_cst orderings"
        )


_TARGET_EXT = re.compile(r'^!llvm\.target<"([^"]*)"')


@implement_op("llvm.alloca", "verify")
def verify_alloca(op: Operation) -> None:
    """Target extension types only when they support memory operations."""
    elem = getattr(op.get_attr("elem_type"), "type", None)
    match = _TARGET_EXT.match(str(elem))
    if match is not None and not match.group(1).startswith("spirv."):
        raise VerifyError("this target extension type cannot be used in alloca")


def _scalar(ty: object) -> object:
    """The element type of a vector, else the type itself."""
    return ty.element_type if isinstance(ty, VectorType) else ty


def _verify_ext(op: Operation) -> None:
    """Scalars to scalars, vectors to vectors of as many elements; the result
    integer is wider than the operand integer."""
    source_ty, result_ty = op.operand_uses[0].value.type, op.results[0].type
    if isinstance(source_ty, VectorType):
        if not isinstance(result_ty, VectorType):
            raise PlainVerifyError(
                "input type is a vector but output type is an integer"
            )
        if _count(source_ty) != _count(result_ty):
            raise PlainVerifyError("input and output vectors are of incompatible shape")
    elif not isinstance(result_ty, IntegerType):
        raise PlainVerifyError("input type is an integer but output type is a vector")
    source, result = _scalar(source_ty), _scalar(result_ty)
    if not isinstance(source, IntegerType) or not isinstance(result, IntegerType):
        return
    if source.width >= result.width:
        raise PlainVerifyError(
            "integer width of the output type is smaller or equal to the integer "
            "width of the input type"
        )


def _count(ty: VectorType) -> int:
    """The number of elements of a vector."""
    total = 1
    for size in ty.shape:
        total *= size
    return total


implement_op("llvm.sext", "verify")(_verify_ext)
implement_op("llvm.zext", "verify")(_verify_ext)


@implement_op("llvm.bitcast", "verify")
def verify_bitcast(op: Operation) -> None:
    """Pointers only to pointers, of the same shape and address space."""
    source_ty, result_ty = op.operand_uses[0].value.type, op.results[0].type
    source = llvm_pointer_space(_scalar(source_ty))
    result = llvm_pointer_space(_scalar(result_ty))
    if (source is None) != (result is None):
        raise VerifyError("can only cast pointers from and to pointers")
    if result is None:
        return
    if isinstance(result_ty, VectorType) and not isinstance(source_ty, VectorType):
        raise VerifyError("cannot cast pointer to vector of pointers")
    if isinstance(source_ty, VectorType) and not isinstance(result_ty, VectorType):
        raise VerifyError("cannot cast vector of pointers to pointer")
    if source != result:
        raise VerifyError(
            "cannot cast pointers of different address spaces, use "
            "'llvm.addrspacecast' instead"
        )


@implement_op("llvm.switch", "verify")
def verify_switch(op: OpView) -> None:
    """One case value per case destination; weights per successor; case values
    of the condition's type."""
    values = op.get_attr("case_values")
    destinations = len(op.successors) - 1
    shape = getattr(getattr(values, "type", None), "shape", ())
    count = shape[0] if values is not None and shape else 0
    if (values is None and destinations) or (
        values is not None and count != destinations
    ):
        raise VerifyError(
            "expects number of case values to match number of case destinations"
        )
    weights = op.get_attr("branch_weights")
    count = len(getattr(weights, "values", ()))
    if weights is not None and count != len(op.successors):
        raise PlainVerifyError(
            "expects number of branch weights to match number of successors: "
            f"{count} vs {len(op.successors)}"
        )
    element = getattr(getattr(values, "type", None), "element_type", None)
    if values is not None and op.operand_uses[0].value.type != element:
        raise PlainVerifyError("expects case value type to match condition value type")


def _in_llvm_module(op: Operation) -> bool:
    """The parent (if any) satisfies ``satisfiesLLVMModule``."""
    return op.parent_op is None or satisfies_llvm_module(op.parent_op)


@implement_op("llvm.linker_options", "verify")
def verify_linker_options(op: Operation) -> None:
    """At the module level."""
    if not _in_llvm_module(op):
        raise VerifyError("must appear at the module level")


@implement_op("llvm.module_flags", "verify")
def verify_module_flags(op: Operation) -> None:
    """At the module level; every flag a ``#llvm.mlir.module_flag``."""
    if not _in_llvm_module(op):
        raise VerifyError("must appear at the module level")
    for flag in getattr(op.get_attr("flags"), "elements", ()):
        if not str(flag).startswith("#llvm.mlir.module_flag<"):
            raise VerifyError("expected a module flag attribute")
