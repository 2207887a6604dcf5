"""``LazyPattern``: a module-level regex compiled on first use.

Compiling a pattern costs about as much as translating a small predicate; most
modules hold patterns that a given run never needs, so they compile late.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator


class LazyPattern:
    """The subset of ``re.Pattern`` the generator uses, compiling when first asked."""

    __slots__ = ("pattern", "flags", "needle", "_compiled")

    def __init__(self, pattern: str, flags: int = 0, needle: str = "") -> None:
        """``needle``: a literal every match contains (looked for before compiling)."""
        self.pattern = pattern
        self.flags = flags
        self.needle = needle
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern."""
        if self._compiled is None:
            self._compiled = re.compile(self.pattern, self.flags)
        return self._compiled

    def match(self, text: str, pos: int = 0) -> re.Match[str] | None:
        """As ``re.Pattern.match``."""
        if self.needle not in text:
            return None
        return self.compiled.match(text, pos)

    def fullmatch(self, text: str) -> re.Match[str] | None:
        """As ``re.Pattern.fullmatch``."""
        if self.needle not in text:
            return None
        return self.compiled.fullmatch(text)

    def search(self, text: str, pos: int = 0) -> re.Match[str] | None:
        """As ``re.Pattern.search``."""
        if self.needle not in text:
            return None
        return self.compiled.search(text, pos)

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        """As ``re.Pattern.finditer``."""
        if self.needle not in text:
            return iter(())
        return self.compiled.finditer(text)

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str) -> str:
        """As ``re.Pattern.sub``."""
        if self.needle not in text:
            return text
        return self.compiled.sub(repl, text)
