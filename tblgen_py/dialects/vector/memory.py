"""``vector`` dialect: verifiers of the memory ops (``load``, ``store``,
``maskedload``, ``maskedstore``, ``gather``, ``scatter``, ``expandload``,
``compressstore``) and ``type_cast``."""

from __future__ import annotations

from tblgen_py.dialects._support import element_type_or_self, quoted
from tblgen_py.runtime.ir.strided_layout import (
    canonical_strided_layout,
    is_identity_layout,
    strides_and_offset,
)
from tblgen_py.runtime.ir.types import MemRefType, RankedTensorType, VectorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView

__all__: list[str] = []


def _rank(ty: object) -> int:
    """The rank of a ranked shaped type (0 otherwise)."""
    return len(ty.shape) if isinstance(ty, (MemRefType, RankedTensorType)) else 0


def _one(op: OpView, index: int) -> object:
    """The type of the single operand of ODS group ``index``."""
    values: list[Value] = op._ods_operands(index)
    return values[0].type if values else None


def _num_elements(ty: VectorType) -> int:
    """The number of elements of a vector."""
    count = 1
    for size in ty.shape:
        count *= size
    return count


def _layout_error(vector: VectorType, memref: MemRefType) -> str | None:
    """``verifyLoadStoreMemRefLayout``: the most minor dim has unit stride
    (unless a single element is accessed)."""
    if not vector.shape or _num_elements(vector) == 1:
        return None
    found = strides_and_offset(memref)
    if found is None or (found[0] and found[0][-1] != 1):
        return "most minor memref dim must have unit stride"
    return None


def _verify_load_store(op: OpView, vector: object, base: object, role: str) -> None:
    """Shared checks of ``vector.load`` and ``vector.store``."""
    if not isinstance(vector, VectorType) or not isinstance(base, MemRefType):
        return
    message = _layout_error(vector, base)
    if message is not None:
        raise VerifyError(message)
    if len(base.shape) < len(vector.shape):
        raise VerifyError(
            "destination memref has lower rank than the result vector"
            if role == "result"
            else "source memref has lower rank than the vector to store"
        )
    element = base.element_type
    if isinstance(element, VectorType):
        if element != vector:
            raise VerifyError(f"base memref and {role} vector types should match")
        element = element.element_type
    if vector.element_type != element:
        raise VerifyError(
            "base and result element types should match"
            if role == "result"
            else "base and valueToStore element type should match"
        )
    indices = len(op._ods_operands(1 if role == "result" else 2))
    if indices != len(base.shape):
        raise VerifyError(f"requires {len(base.shape)} indices")


@implement_op("vector.load", "verify")
def verify_load(op: OpView) -> None:
    """Layout, rank, element type and index count fit the base memref."""
    _verify_load_store(op, op.results[0].type, _one(op, 0), "result")


@implement_op("vector.store", "verify")
def verify_store(op: OpView) -> None:
    """Layout, rank, element type and index count fit the base memref."""
    _verify_load_store(op, _one(op, 0), _one(op, 1), "valueToStore")


def _base_checks(op: OpView, base: object, value: object, role: str) -> None:
    """Element type and index count agree with the base."""
    word = "result element type" if role == "result" else "valueToStore element type"
    if getattr(value, "element_type", None) != getattr(base, "element_type", None):
        raise VerifyError(f"base and {word} should match")
    rank = _rank(base)
    if len(op._ods_operands(1)) != rank:
        raise VerifyError(f"requires {rank} indices")


def _shape(ty: object) -> tuple[int, ...]:
    """A vector's shape (empty otherwise)."""
    return ty.shape if isinstance(ty, VectorType) else ()


@implement_op("vector.maskedload", "verify")
def verify_maskedload(op: OpView) -> None:
    """Element type, indices, mask shape and pass-through type fit."""
    result = op.results[0].type
    _base_checks(op, _one(op, 0), result, "result")
    if _shape(result) != _shape(_one(op, 2)):
        raise VerifyError("expected result shape to match mask shape")
    if result != _one(op, 3):
        raise VerifyError("expected pass_thru of same type as result type")


@implement_op("vector.maskedstore", "verify")
def verify_maskedstore(op: OpView) -> None:
    """Element type, indices and mask shape fit."""
    value = _one(op, 3)
    _base_checks(op, _one(op, 0), value, "valueToStore")
    if _shape(value) != _shape(_one(op, 2)):
        raise VerifyError("expected valueToStore shape to match mask shape")


@implement_op("vector.expandload", "verify")
def verify_expandload(op: OpView) -> None:
    """Element type, indices, mask and pass-through type fit."""
    result = op.results[0].type
    _base_checks(op, _one(op, 0), result, "result")
    if _shape(result) != _shape(_one(op, 2)):
        raise VerifyError("expected result dim to match mask dim")
    if result != _one(op, 3):
        raise VerifyError("expected pass_thru of same type as result type")


@implement_op("vector.compressstore", "verify")
def verify_compressstore(op: OpView) -> None:
    """Element type, indices and mask fit."""
    value = _one(op, 3)
    _base_checks(op, _one(op, 0), value, "valueToStore")
    if _shape(value) != _shape(_one(op, 2)):
        raise VerifyError("expected valueToStore dim to match mask dim")


@implement_op("vector.gather", "verify")
def verify_gather(op: OpView) -> None:
    """A memref or tensor base; indices, mask and pass-through fit the result."""
    base, result = _one(op, 0), op.results[0].type
    if not isinstance(base, (MemRefType, RankedTensorType)):
        raise VerifyError("requires base to be a memref or ranked tensor type")
    _base_checks(op, base, result, "result")
    if _shape(result) != _shape(_one(op, 2)):
        raise VerifyError("expected result dim to match indices dim")
    if _shape(result) != _shape(_one(op, 3)):
        raise VerifyError("expected result dim to match mask dim")
    if result != _one(op, 4):
        raise VerifyError("expected pass_thru of same type as result type")


@implement_op("vector.scatter", "verify")
def verify_scatter(op: OpView) -> None:
    """Element type, indices and mask fit the stored vector."""
    value = _one(op, 4)
    _base_checks(op, _one(op, 0), value, "valueToStore")
    if _shape(value) != _shape(_one(op, 2)):
        raise VerifyError("expected valueToStore dim to match indices dim")
    if _shape(value) != _shape(_one(op, 3)):
        raise VerifyError("expected valueToStore dim to match mask dim")


def _flat_shape(ty: MemRefType) -> tuple[int, ...]:
    """The memref's shape followed by its vector element's."""
    return tuple(ty.shape) + tuple(_shape(ty.element_type))


@implement_op("vector.type_cast", "verify")
def verify_type_cast(op: OpView) -> None:
    """Identity layouts, one memory space, the same scalars in the same shape."""
    source, result = _one(op, 0), op.results[0].type
    if not isinstance(source, MemRefType) or not isinstance(result, MemRefType):
        return
    if not is_identity_layout(canonical_strided_layout(source)):
        raise VerifyError("expects operand to be a memref with identity layout")
    if not is_identity_layout(result):
        raise VerifyError("expects result to be a memref with identity layout")
    if result.memory_space != source.memory_space:
        raise VerifyError("expects result in same memory space")
    scalar = element_type_or_self(element_type_or_self(source.element_type))
    if scalar != element_type_or_self(element_type_or_self(result.element_type)):
        raise VerifyError(
            "expects result and operand with same underlying scalar type: "
            f"{quoted(result)}"
        )
    if _flat_shape(source) != _flat_shape(result):
        raise VerifyError(
            "expects concatenated result and operand shapes to be equal: "
            f"{quoted(result)}"
        )
