"""The ``shape`` dialect's types as its C++ tests them (``isa<SizeType>``...)."""

from __future__ import annotations

from tblgen_py.runtime.ir.types import IndexType, RankedTensorType


def is_shape_type(ty: object, mnemonic: str) -> bool:
    """``isa<shape::XType>``: ``!shape.<mnemonic>``."""
    return getattr(ty, "DIALECT", None) == "shape" and (
        getattr(ty, "MNEMONIC", None) == mnemonic
    )


def is_size(ty: object) -> bool:
    """``isa<SizeType>``."""
    return is_shape_type(ty, "size")


def is_shape(ty: object) -> bool:
    """``isa<ShapeType>``."""
    return is_shape_type(ty, "shape")


def can_hold_error(ty: object) -> bool:
    """``isErrorPropagationPossible`` for one type: size, shape or value shape."""
    return is_size(ty) or is_shape(ty) or is_shape_type(ty, "value_shape")


def is_extent_tensor(ty: object) -> bool:
    """``isExtentTensorType``: a rank-1 ranked tensor of ``index``."""
    return (
        isinstance(ty, RankedTensorType)
        and len(ty.shape) == 1
        and isinstance(ty.element_type, IndexType)
    )
