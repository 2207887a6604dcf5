"""Shape-knowledge comparisons of tensor types that several dialects' ports share."""

from __future__ import annotations

from tblgen_py.runtime.ir.types import DYNAMIC, RankedTensorType

__all__ = ["preserves_static_information"]


def preserves_static_information(source: object, target: object) -> bool:
    """``tensor::preservesStaticInformation``: ``target`` is a ranked tensor type
    like ``source`` (element type, rank, encoding) that is static wherever
    ``source`` is."""
    if not isinstance(source, RankedTensorType):
        return False
    if not isinstance(target, RankedTensorType):
        return False
    if source.element_type != target.element_type:
        return False
    if len(source.shape) != len(target.shape) or source.encoding != target.encoding:
        return False
    return not any(
        first != DYNAMIC and second == DYNAMIC
        for first, second in zip(source.shape, target.shape)
    )
