"""What the ``spirv`` ports read of SPIR-V types (``type_classes``,
``struct_type``): pointers' parts, arrays' elements, composites' members."""

from __future__ import annotations

from tblgen_py.dialects.spirv.spirv_enums import enum_keyword, enum_name
from tblgen_py.dialects.spirv.struct_type import StructType
from tblgen_py.dialects.spirv.type_classes import (
    ArrayType,
    CooperativeMatrixType,
    MatrixType,
    PointerType,
    RuntimeArrayType,
    TensorArmType,
)
from tblgen_py.runtime.ir.types import Type, VectorType


def pointer_parts(ty: object) -> tuple[Type, str] | None:
    """``spirv::PointerType``'s pointee type and storage class name, else None."""
    if not isinstance(ty, PointerType):
        return None
    return ty.pointee_type, enum_name(ty.storage_class)


def array_element(ty: object) -> Type | None:
    """``spirv::ArrayType``'s element type, else None."""
    return ty.element_type if isinstance(ty, ArrayType) else None


def pointer_type(pointee: Type, storage_class: str) -> PointerType:
    """``spirv::PointerType::get`` (the storage class by name)."""
    return PointerType.get(pointee, enum_keyword("StorageClass", storage_class))


def is_pointer(ty: object) -> bool:
    """``isa<spirv::PointerType>``."""
    return isinstance(ty, PointerType)


def composite_elements(
    ty: object, context: object = None
) -> tuple[list[Type], bool] | None:
    """``spirv::CompositeType``: the element type of each index (one entry
    repeated for arrays, vectors, matrices) and whether the count is known;
    None for a type that is not composite."""
    if isinstance(ty, VectorType):
        return [ty.element_type] * ty.shape[0], True
    if isinstance(ty, ArrayType):
        return [ty.element_type] * ty.num_elements, True
    if isinstance(ty, MatrixType):
        return [ty.column_type] * ty.num_columns, True
    if isinstance(ty, StructType):
        return list(ty.element_types), True
    if isinstance(ty, RuntimeArrayType):
        return [ty.element_type], False
    if isinstance(ty, (CooperativeMatrixType, TensorArmType)):
        return [ty.element_type], False
    return None
