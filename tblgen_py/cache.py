"""Rebuild cache: an unchanged rebuild replays the previous output.

An entry is keyed by the tool version, the command-line options that affect the
output (backend, include dirs, defines, input path) and is valid only while
the content of every file the run read (the input and all its includes) is
unchanged. Only successful runs are stored. This module imports nothing heavy so
that a warm run never loads the front end.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from dataclasses import dataclass
from typing import Sequence

from tblgen_py import __version__

CACHE_ENV = "MLIR_TBLGEN_PY_CACHE_DIR"


def default_cache_dir() -> str:
    """``$MLIR_TBLGEN_PY_CACHE_DIR``, else ``$XDG_CACHE_HOME/mlir-tblgen-py``."""
    explicit = os.environ.get(CACHE_ENV)
    if explicit:
        return explicit
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(
        os.path.expanduser("~"), ".cache"
    )
    return os.path.join(base, "mlir-tblgen-py")


def _digest(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=20).hexdigest()


def _file_digest(path: str) -> str | None:
    try:
        with open(path, "rb") as handle:
            return _digest(handle.read())
    except OSError:
        return None


@dataclass
class CacheEntry:
    """What a successful run produced: stdout/output text and stderr text."""

    output: str
    stderr: str
    dependencies: list[str]


class RecordCache:
    """A directory of entries, one JSON file per option key."""

    def __init__(self, directory: str, options: Sequence[str]) -> None:
        self.directory = directory
        key = json.dumps([__version__, *options])
        self.path = os.path.join(directory, _digest(key.encode()) + ".json")

    def load(self) -> CacheEntry | None:
        """The stored entry if every recorded input file is unchanged."""
        try:
            with open(self.path, encoding="utf-8") as handle:
                data = json.load(handle)
        except (OSError, ValueError):
            return None
        for path, digest in data.get("inputs", []):
            if _file_digest(path) != digest:
                return None
        return CacheEntry(data["output"], data["stderr"], data["dependencies"])

    def store(self, inputs: Sequence[str], entry: CacheEntry) -> None:
        """Record an entry; failures to write the cache are ignored."""
        digests = [(path, _file_digest(path)) for path in inputs]
        if any(d is None for _, d in digests):
            return
        data = {
            "inputs": digests,
            "output": entry.output,
            "stderr": entry.stderr,
            "dependencies": entry.dependencies,
        }
        try:
            os.makedirs(self.directory, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.directory, prefix=".entry-")
            with os.fdopen(
                fd, "w", encoding="utf-8", errors="surrogateescape"
            ) as handle:
                json.dump(data, handle)
            os.replace(tmp, self.path)
        except OSError:
            pass
