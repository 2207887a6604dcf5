"""Rebuild cache: an unchanged rebuild replays the previous output.

An entry's slot is named by the tool (version and sources), the working
directory and the command line (every option that can affect the output, in
the order given). The entry records every path the run tried to open, the input
first: for a file it opened, the digest of the bytes it actually read; for an
include candidate that did not open (an earlier ``-I`` directory, the working
directory), that it did not. It replays only while every recorded path still
gives the same: a file shadowing an include, or an include edited while the run
was going on, is a miss. An entry is a checksum over its slot's key and its
payload, then the payload; anything that is not exactly what ``store`` writes
is a miss. Only successful runs are stored. This module imports nothing but
builtins so that a warm run never loads the front end; payloads are
``marshal`` data, the cheapest format to load.
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

FORMAT = 4  # bump when the entry layout changes
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


def sources_stamp(packages: Sequence[str]) -> str:
    """Like ``tool_stamp``, over only these subpackages of ``tblgen_py`` (and
    the templates): for outputs that the rest of the package cannot change."""
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parts = [__version__]
    for name in packages:
        _tree_stamp(os.path.join(package, name), parts)
    _tree_stamp(os.path.join(os.path.dirname(package), "templates"), parts)
    _tree_stamp(os.path.join(package, "templates"), parts)
    return _digest("\n".join(parts).encode("utf-8", "surrogateescape"))


def _digest(data: bytes) -> str:
    return blake2b(data, digest_size=20).hexdigest()


_DIGEST_LENGTH = 40  # hex digits of ``_digest``
_CHECKSUM_SIZE = 32


def _file_digest(path: str) -> str | None:
    """The digest of the file's bytes; None if it does not open as a file."""
    try:
        with open(path, "rb") as handle:
            return _digest(handle.read())
    except (OSError, ValueError):
        return None


def _text_digest(text: str) -> str:
    """The digest of the bytes a text was decoded from (UTF-8, surrogate escapes)."""
    return _digest(text.encode("utf-8", "surrogateescape"))


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


Reads = list[tuple[str, "str | None"]]
"""Paths a run tried, with the text read (None: the path did not open)."""


class RecordCache:
    """A directory of entries, one file per option key."""

    def __init__(
        self, directory: str, options: Sequence[str], stamp: str | None = None
    ) -> None:
        """``stamp``: what identifies the code making the entries (default:
        ``tool_stamp()``)."""
        self.directory = directory
        stamp = tool_stamp() if stamp is None else stamp
        key = "\x00".join([str(FORMAT), stamp, *options])
        self._key = blake2b(
            key.encode("utf-8", "surrogateescape"), digest_size=32
        ).digest()
        self.path = os.path.join(directory, self._key[:20].hex() + ".entry")

    def load(self) -> CacheEntry | None:
        """The stored entry if every recorded path still gives what it gave."""
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
                data = handle.read()
        except (OSError, ValueError):
            return None
        payload = data[_CHECKSUM_SIZE:]
        if data[:_CHECKSUM_SIZE] != self._checksum(payload):
            return None
        try:
            fields = marshal.loads(payload)
        except Exception:  # noqa: BLE001 - any damage is a miss
            return None
        if not _well_formed(fields):
            return None
        reads, output, stderr, dependencies = fields
        for path, digest in reads:
            if _file_digest(path) != digest:
                return None
        return output, stderr, list(dependencies)

    def store(self, reads: Reads, entry: CacheEntry) -> None:
        """Record an entry for a run that read ``reads`` (the input first).

        Nothing is stored unless the input was read. Failures to write the
        cache are ignored.
        """
        if not reads or reads[0][1] is None:
            return
        recorded = tuple(
            (path, None if text is None else _text_digest(text)) for path, text in reads
        )
        output = entry.output.encode("utf-8", "surrogateescape")
        fields = (recorded, output, entry.stderr, tuple(entry.dependencies))
        payload = marshal.dumps(fields)
        from tblgen_py.tools.output import replace_atomically

        try:
            os.makedirs(self.directory, exist_ok=True)
            replace_atomically(self.path, self._checksum(payload) + payload)
        except (OSError, ValueError):
            pass

    def _checksum(self, payload: bytes) -> bytes:
        """A keyed digest of ``payload``: an entry is valid only in its own slot."""
        return blake2b(payload, key=self._key, digest_size=_CHECKSUM_SIZE).digest()


def _well_formed(fields: object) -> bool:
    """Whether ``fields`` has exactly the shape ``RecordCache.store`` writes."""
    if type(fields) is not tuple or len(fields) != 4:
        return False
    reads, output, stderr, dependencies = fields
    if type(reads) is not tuple or not reads:
        return False
    if type(output) is not bytes or type(stderr) is not str:
        return False
    if type(dependencies) is not tuple:
        return False
    if not all(type(dep) is str for dep in dependencies):
        return False
    if not all(_well_formed_read(read) for read in reads):
        return False
    return reads[0][1] is not None  # the input itself was read


def _well_formed_read(read: object) -> bool:
    """A ``(path, digest or None)`` pair."""
    if type(read) is not tuple or len(read) != 2:
        return False
    path, digest = read
    if type(path) is not str or not path or "\x00" in path:
        return False
    if digest is None:
        return True
    return type(digest) is str and len(digest) == _DIGEST_LENGTH
