"""``pdl`` dialect: importing this attaches every port of the dialect."""

from __future__ import annotations

from tblgen_py.dialects._support import register
from tblgen_py.dialects.pdl import directives, types, verify

__all__ = ["register", "directives", "types", "verify"]
