"""Strided memref layouts for the memref and vector verifiers: the runtime's
``tblgen_py.runtime.ir.strided_layout``, re-exported under its former home."""

from __future__ import annotations

from tblgen_py.runtime.ir.strided_layout import (
    canonical_strided_layout,
    is_identity_layout,
    is_strided,
    sat_add,
    sat_mul,
    strides_and_offset,
)

__all__ = [
    "canonical_strided_layout",
    "is_identity_layout",
    "is_strided",
    "sat_add",
    "sat_mul",
    "strides_and_offset",
]
