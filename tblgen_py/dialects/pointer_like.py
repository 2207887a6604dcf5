"""The ``PointerLikeType`` interface of ``omp`` and ``acc`` (the atomic ops'
address operands): both dialects attach it to ``memref`` and ``!llvm.ptr``
(external models in OpenMPDialect.cpp and OpenACC.cpp); the element a
memref points to is its element type, an opaque pointer has none.
"""

from __future__ import annotations

from tblgen_py.runtime.ir.types import MemRefType
from tblgen_py.runtime.predicates.registry import isa, register_class


def is_pointer_like(value: object) -> bool:
    """Whether ``value`` is a type with the dialects' ``PointerLikeType``."""
    return isinstance(value, MemRefType) or isa(value, "LLVM::LLVMPointerType")


def pointee_type(value: object) -> object:
    """``PointerLikeType::getElementType``: None for an opaque pointer."""
    return value.element_type if isinstance(value, MemRefType) else None


def register_pointer_like(namespace: str) -> None:
    """Bind ``<namespace>::PointerLikeType`` to the memref and LLVM pointer types."""
    for name in (
        f"{namespace}::PointerLikeType",
        f"::mlir::{namespace}::PointerLikeType",
    ):
        register_class(name, is_pointer_like)
