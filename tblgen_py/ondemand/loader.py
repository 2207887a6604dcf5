"""Import MLIR's dialects from the cache, generating them on first use.

A dialect's generated modules live in one directory of the cache
(``<cache>/dialects/<key>/``) beside a rebuild-cache entry (``tools.cache``)
keyed by this package's sources, the include directory, its MLIR version and
the dialect name.  The entry lists the modules and every ``.td`` file the
generation read, with its digest: it is used only while every one of them is
unchanged; otherwise (and the first time) the dialect is generated again.
The key covers the generator's sources only (``GENERATOR``), not the runtime
the modules run on.
Loading a warm dialect imports no part of the generator.
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
from types import ModuleType

from tblgen_py.ondemand.headers import MLIRHeaders, find_headers
from tblgen_py.support.cache_dir import default_cache_dir
from tblgen_py.tools.cache import CacheEntry, RecordCache, sources_stamp

FORMAT = "1"
"""Bump when the layout of a dialect's cache directory changes."""
GENERATOR = ("support", "records", "frontend", "ods", "cpp", "backends", "ondemand")
"""The subpackages whose code makes the generated modules: editing another
(the runtime, the ports, the tools) keeps the cache."""
PACKAGE = "tblgen_py.dialects"

_state: dict[str, str | None] = {"include": None}
_headers: dict[str | None, MLIRHeaders] = {}
_loaded: dict[str, list[ModuleType]] = {}


def use_mlir_include(directory: str | None) -> None:
    """Take MLIR's headers from ``directory`` (None: search as usual)."""
    _state["include"] = directory


def headers() -> MLIRHeaders:
    """The MLIR headers in use (searched once per process and override)."""
    explicit = _state["include"] or os.environ.get("MLIR_TBLGEN_PY_MLIR_INCLUDE")
    found = _headers.get(explicit)
    if found is None:
        found = _headers[explicit] = find_headers(explicit)
    return found


def forget_loaded() -> None:
    """Forget the headers found and the dialects imported by this process (the
    next use searches and reads the cache again)."""
    _headers.clear()
    _loaded.clear()


def cache_root() -> str:
    """The directory holding every generated dialect."""
    return os.path.join(default_cache_dir(), "dialects")


def _entry(found: MLIRHeaders, dialect: str) -> RecordCache:
    """The rebuild-cache slot of ``dialect`` generated from ``found``."""
    include = os.path.realpath(found.include_dir)
    options = ["mlir-dialect", FORMAT, dialect, include, str(found.version)]
    return RecordCache(cache_root(), options, sources_stamp(GENERATOR))


def generated_modules(dialect: str) -> list[ModuleType]:
    """The imported generated modules of ``dialect`` (enums, attributes, types
    and ops of each root file, in order), generating them if needed."""
    modules = _loaded.get(dialect)
    if modules is None:
        modules = _loaded[dialect] = _load(dialect)
    return modules


def _load(dialect: str) -> list[ModuleType]:
    found = headers()
    entry = _entry(found, dialect)
    directory = entry.path[: -len(".entry")]
    cached = entry.load()
    listing = None if cached is None else _listing(cached.output, directory)
    if listing is None:
        listing = _generate(found, dialect, entry, directory)
    return _import_all(dialect, directory, listing)


def _listing(text: str, directory: str) -> list[list[str]] | None:
    """The module list of a cache entry, if its files are all there."""
    try:
        listing = json.loads(text)
    except ValueError:
        return None
    if not isinstance(listing, list) or not all(
        isinstance(row, list) and len(row) == 3 and all(isinstance(x, str) for x in row)
        for row in listing
    ):
        return None
    for subdir, module, _ in listing:
        if not os.path.isfile(os.path.join(directory, subdir, module + ".py")):
            return None
    return listing


def _generate(
    found: MLIRHeaders, dialect: str, entry: RecordCache, directory: str
) -> list[list[str]]:
    """Generate ``dialect`` into ``directory`` and record the cache entry."""
    from tblgen_py.ondemand.build import build_dialect
    from tblgen_py.ondemand.catalog_cache import catalog

    roots = catalog(found.include_dir).get(dialect)
    if roots is None:
        raise ModuleNotFoundError(
            f"MLIR's headers in '{found.include_dir}' define no dialect '{dialect}'"
        )
    built = build_dialect(dialect, roots, found.include_dir, directory)
    listing = [list(row) for row in built.modules]
    text = json.dumps(listing)
    if built.reads:
        entry.store(built.reads, CacheEntry(text, "", []))
    return listing


def _import_all(
    dialect: str, directory: str, listing: list[list[str]]
) -> list[ModuleType]:
    """Import the listed modules; an attrs/types module sees its root's enums
    module under the top-level name it imports."""
    from tblgen_py.ondemand.catalog import module_name

    package = f"{PACKAGE}.{module_name(dialect)}"
    modules: list[ModuleType] = []
    enums: dict[str, tuple[str, ModuleType]] = {}
    for subdir, name, kind in listing:
        path = os.path.join(directory, subdir, name + ".py")
        module = _import_file(f"{package}._{subdir}_{name}", path, enums.get(subdir))
        if kind == "enums":
            enums[subdir] = (name, module)
        modules.append(module)
    return modules


def _import_file(
    name: str, path: str, enums: tuple[str, ModuleType] | None
) -> ModuleType:
    """Execute the module at ``path`` as ``name``; ``enums`` (a top-level name
    and its module) is importable while it runs."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    top, previous = None, None
    if enums is not None:
        top = enums[0]
        previous = sys.modules.get(top)
        sys.modules[top] = enums[1]
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        sys.modules.pop(name, None)
        raise
    finally:
        if top is not None:
            if previous is None:
                sys.modules.pop(top, None)
            else:
                sys.modules[top] = previous
    return module
