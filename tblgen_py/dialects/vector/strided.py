"""Canonicalization of ``vector.extract_strided_slice`` and
``vector.insert_strided_slice``, ported from MLIR's C++ (``VectorOps.cpp``),
in part.

- ``extract_strided_slice``'s patterns: ``StridedSliceCreateMaskFolder`` and
  ``StridedSliceConstantMaskFolder`` (in ``masks``).
"""

from __future__ import annotations

from tblgen_py.dialects.vector.masks import (
    StridedSliceConstantMaskFolder,
    StridedSliceCreateMaskFolder,
)
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import RewritePatternSet

__all__ = ["extract_strided_slice_patterns"]


@implement_op("vector.extract_strided_slice", "canonicalization_patterns")
def extract_strided_slice_patterns(
    patterns: RewritePatternSet, context: object
) -> None:
    """The ported part of ``ExtractStridedSliceOp::getCanonicalizationPatterns``."""
    patterns.add(StridedSliceCreateMaskFolder(), StridedSliceConstantMaskFolder())
