"""``affine`` dialect: its hand-written syntax (``asm``, ``access_asm``) and C++
verifiers (``verify``, over the dimension/symbol rules of ``scope``)."""

from __future__ import annotations

from tblgen_py.dialects import index_lists  # noqa: F401 - custom<DynamicIndexList>
from tblgen_py.dialects._support import register
from tblgen_py.dialects.affine import (
    access_asm,
    asm,
    parallel,
    regions,
    verify,
)  # noqa: F401

__all__ = ["register"]
