"""``linalg`` dialect: the hand-written syntax of ``linalg.generic`` and
``linalg.yield`` (``asm``) and the verifiers of the structured-op interface,
``linalg.yield`` and ``linalg.index`` (``structured``)."""

from __future__ import annotations

from tblgen_py.dialects._support import register
from tblgen_py.dialects.linalg import asm, structured  # noqa: F401

__all__ = ["register"]
