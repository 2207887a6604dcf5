"""POSIX extended regular expressions (llvm::Regex) on top of Python's ``re``."""

from __future__ import annotations

import re
from functools import lru_cache

from tblgen_py.records import active


@lru_cache(maxsize=256)
def compile_llvm_regex(pattern: str) -> re.Pattern[str]:
    """Compile an llvm::Regex pattern; an invalid one is a fatal error."""
    try:
        return re.compile(pattern)
    except re.error:
        active.fatal(f"invalid regex '{pattern}'")
