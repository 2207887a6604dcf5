"""``pdl_interp`` dialect: importing this attaches every port of the dialect."""

from __future__ import annotations

from tblgen_py.dialects._support import register
from tblgen_py.dialects.pdl_interp import asm, directives, verify

__all__ = ["register", "asm", "directives", "verify"]
