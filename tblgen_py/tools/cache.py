"""Rebuild cache: an unchanged rebuild replays the previous output.

An entry is keyed by the tool version, the working directory and the command
line (every option that can affect the output, in the order given) and is valid
only while the content of every file the run read (the input and all its
includes) is unchanged. Only successful runs are stored. This module imports
nothing but builtins so that a warm run never loads the front end; entries are
``marshal`` files, the cheapest format to load.
"""

from __future__ import annotations

import marshal
import os

from tblgen_py import __version__

try:
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - CPython always builds _blake2
    from hashlib import blake2b

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

FORMAT = 3  # bump when the entry layout changes
# Options that only steer the cache or the error display, never the output.
_IGNORED_FLAGS = frozenset({"--debug"})
_IGNORED_WITH_VALUE = frozenset({"--cache-dir"})


def key_options(argv: Sequence[str]) -> list[str]:
    """The parts of a command line that make up its cache key (cwd first)."""
    options = [os.getcwd()]
    skip = False
    for arg in argv:
        if skip:
            skip = False
        elif arg in _IGNORED_WITH_VALUE:
            skip = True
        elif arg not in _IGNORED_FLAGS and not arg.startswith("--cache-dir="):
            options.append(arg)
    return options


def _tree_stamp(root: str, parts: list[str]) -> None:
    """Append ``name:size:mtime`` of every source file under ``root`` to ``parts``."""
    try:
        entries = sorted(os.scandir(root), key=lambda entry: entry.name)
    except OSError:
        return
    for entry in entries:
        name = entry.name
        if name == "__pycache__" or name.startswith("."):
            continue
        if entry.is_dir():
            _tree_stamp(entry.path, parts)
        elif name.endswith((".py", ".j2")):
            stat = entry.stat()
            parts.append(f"{entry.path}:{stat.st_size}:{stat.st_mtime_ns}")


def tool_stamp() -> str:
    """The tool's identity: its version and the size and mtime of its sources.

    A cached output is replayed only by the code that made it, so editing the
    package (an editable install) or its templates invalidates every entry.
    """
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parts = [__version__]
    _tree_stamp(package, parts)
    _tree_stamp(os.path.join(os.path.dirname(package), "templates"), parts)
    _tree_stamp(os.path.join(package, "templates"), parts)
    return _digest("\n".join(parts).encode("utf-8", "surrogateescape"))


def _digest(data: bytes) -> str:
    return blake2b(data, digest_size=20).hexdigest()


def _file_digest(path: str) -> str | None:
    try:
        with open(path, "rb") as handle:
            return _digest(handle.read())
    except OSError:
        return None


class CacheEntry:
    """What a successful run produced: output text, stderr text, depfile list."""

    __slots__ = ("output", "stderr", "dependencies")

    def __init__(self, output: str, stderr: str, dependencies: list[str]) -> None:
        self.output = output
        self.stderr = stderr
        self.dependencies = dependencies

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CacheEntry) and (
            (self.output, self.stderr, self.dependencies)
            == (other.output, other.stderr, other.dependencies)
        )

    def __repr__(self) -> str:
        return f"CacheEntry({self.output!r}, {self.stderr!r}, {self.dependencies!r})"


class RecordCache:
    """A directory of entries, one file per option key."""

    def __init__(self, directory: str, options: Sequence[str]) -> None:
        self.directory = directory
        key = "\x00".join([str(FORMAT), tool_stamp(), *options])
        encoded = key.encode("utf-8", "surrogateescape")
        self.path = os.path.join(directory, _digest(encoded) + ".entry")

    def load(self) -> CacheEntry | None:
        """The stored entry if every recorded input file is unchanged."""
        hit = self.load_encoded()
        if hit is None:
            return None
        output, stderr, dependencies = hit
        return CacheEntry(
            output.decode("utf-8", "surrogateescape"), stderr, dependencies
        )

    def load_encoded(self) -> tuple[bytes, str, list[str]] | None:
        """Like ``load``, with the output still encoded as it is stored (UTF-8)."""
        try:
            with open(self.path, "rb") as handle:
                data = marshal.loads(handle.read())
            inputs, output, stderr, dependencies = data
        except (OSError, ValueError, EOFError, TypeError):
            return None
        if type(output) is not bytes:
            return None
        for path, digest in inputs:
            if _file_digest(path) != digest:
                return None
        return output, stderr, list(dependencies)

    def store(self, inputs: Sequence[str], entry: CacheEntry) -> None:
        """Record an entry; failures to write the cache are ignored."""
        digests = [(path, _file_digest(path)) for path in inputs]
        if any(d is None for _, d in digests):
            return
        output = entry.output.encode("utf-8", "surrogateescape")
        data = (digests, output, entry.stderr, list(entry.dependencies))
        tmp = f"{self.path}.{os.getpid()}.tmp"
        try:
            os.makedirs(self.directory, exist_ok=True)
            with open(tmp, "wb") as handle:
                marshal.dump(data, handle)
            os.replace(tmp, self.path)
        except (OSError, ValueError):
            try:
                os.unlink(tmp)
            except OSError:
                pass
