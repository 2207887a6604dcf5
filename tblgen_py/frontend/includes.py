"""Include-file lookup as llvm-tblgen 22 does it, plus the per-run file cache.

``include "name"`` first opens ``name`` as given (relative to the working
directory, not to the including file), then ``dir/name`` for each ``-I dir``
in command-line order. The path that opened is the file's name in diagnostics
and in the ``-d`` depfile, joined the way ``llvm::sys::path::append`` joins.
"""

from __future__ import annotations

from collections.abc import Sequence


def join_include_path(directory: str, name: str) -> str:
    """Join like ``sys::path::append``: one separator, none after an empty dir."""
    if not directory:
        return name
    if directory.endswith("/"):
        return directory + name.lstrip("/")
    if name.startswith("/"):
        return directory + name
    return f"{directory}/{name}"


def read_source(path: str) -> str:
    """Read a .td file as text, keeping ``\\r`` and undecodable bytes intact."""
    with open(path, "rb") as handle:
        data = handle.read()
    return data.decode("utf-8", errors="surrogateescape")


class IncludeResolver:
    """Finds include files and caches each file's text for the whole run."""

    def __init__(self, include_dirs: Sequence[str] = ()) -> None:
        self.include_dirs = list(include_dirs)
        self._texts: dict[str, str] = {}

    def candidates(self, name: str) -> list[str]:
        """Paths tried for ``include "name"``, in llvm-tblgen's order."""
        return [name, *(join_include_path(d, name) for d in self.include_dirs)]

    def resolve(self, name: str) -> tuple[str, str] | None:
        """The (path, text) of the first candidate that opens, or None."""
        for path in self.candidates(name):
            text = self.load(path)
            if text is not None:
                return path, text
        return None

    def load(self, path: str) -> str | None:
        """The cached text of ``path``; None when it cannot be read as a file."""
        text = self._texts.get(path)
        if text is None:
            try:
                text = read_source(path)
            except (OSError, ValueError):
                return None
            self._texts[path] = text
        return text
