"""The catalog of an include directory, kept in the cache.

Scanning MLIR's ``.td`` files takes a fraction of a second; the result is kept
as JSON beside the generated dialects, valid while the name, size and mtime of
every ``.td`` file under ``<include>/mlir`` and this package's sources are
unchanged.
"""

from __future__ import annotations

import json
import os

from tblgen_py.ondemand.catalog import build_tables
from tblgen_py.support.cache_dir import default_cache_dir
from tblgen_py.tools.cache import sources_stamp
from tblgen_py.tools.output import replace_atomically

try:
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - CPython always builds _blake2
    from hashlib import blake2b

Table = dict[str, list[str]]
_memo: dict[str, tuple[Table, Table]] = {}


def headers_stamp(include_dir: str) -> str:
    """A digest of the path, size and mtime of every ``.td`` file there."""
    parts: list[str] = [sources_stamp(["ondemand"])]
    for directory, dirs, files in os.walk(os.path.join(include_dir, "mlir")):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".td"):
                stat = os.stat(os.path.join(directory, name))
                parts.append(f"{directory}/{name}:{stat.st_size}:{stat.st_mtime_ns}")
    data = "\n".join(parts).encode("utf-8", "surrogateescape")
    return blake2b(data, digest_size=20).hexdigest()


def catalog(include_dir: str) -> Table:
    """Dialect name -> root files, from the cache when still valid."""
    return tables(include_dir)[0]


def dependencies(include_dir: str) -> Table:
    """Dialect name -> the dialects loaded with it (``dependentDialects``)."""
    return tables(include_dir)[1]


def tables(include_dir: str) -> tuple[Table, Table]:
    """The catalog and the dependencies, from the cache when still valid."""
    include_dir = os.path.realpath(include_dir)
    known = _memo.get(include_dir)
    if known is not None:
        return known
    stamp = headers_stamp(include_dir)
    name = blake2b(include_dir.encode("utf-8", "surrogateescape"), digest_size=16)
    path = os.path.join(default_cache_dir(), "dialects", f"catalog-{name.hexdigest()}")
    found = _read(path, stamp)
    if found is None:
        found = build_tables(include_dir)
        data = {"stamp": stamp, "catalog": found[0], "dependencies": found[1]}
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            replace_atomically(path, json.dumps(data, sort_keys=True).encode("utf-8"))
        except (OSError, ValueError):
            pass
    _memo[include_dir] = found
    return found


def _read(path: str, stamp: str) -> tuple[Table, Table] | None:
    """The stored tables if they were made for ``stamp`` and are well formed."""
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("stamp") != stamp:
        return None
    found = (data.get("catalog"), data.get("dependencies"))
    if not all(_is_table(table) for table in found):
        return None
    return found  # type: ignore[return-value]


def _is_table(table: object) -> bool:
    """A dict of str to lists of str."""
    return isinstance(table, dict) and all(
        isinstance(values, list) and all(isinstance(v, str) for v in values)
        for values in table.values()
    )
