"""The backend registry the CLI reads (``-gen-<name>`` flags)."""

from __future__ import annotations

import importlib

from tblgen_py.backends.base import Backend, BackendOptions

_BACKENDS: dict[str, tuple[str, str]] = {
    "gen-op-defs": ("tblgen_py.backends.ops", "OpDefsBackend"),
    "gen-enum-defs": ("tblgen_py.backends.enums", "EnumDefsBackend"),
    "gen-attrdef-defs": ("tblgen_py.backends.attrdefs", "AttrDefsBackend"),
    "gen-typedef-defs": ("tblgen_py.backends.attrdefs", "TypeDefsBackend"),
    "gen-rewriters": ("tblgen_py.backends.rewrites", "RewritersBackend"),  # DRR
    "gen-op-doc": ("tblgen_py.backends.docs", "OpDocBackend"),
    "gen-dialect-doc": ("tblgen_py.backends.docs", "DialectDocBackend"),
    "gen-attrdef-doc": ("tblgen_py.backends.docs", "AttrDefDocBackend"),
    "gen-typedef-doc": ("tblgen_py.backends.docs", "TypeDefDocBackend"),
    "gen-enum-doc": ("tblgen_py.backends.docs", "EnumDocBackend"),
}
BACKEND_NAMES = tuple(_BACKENDS)


def get_backend(name: str) -> Backend:
    """The backend of one ``-gen-<name>`` flag (only its module is imported)."""
    module_name, class_name = _BACKENDS[name]
    backend: Backend = getattr(importlib.import_module(module_name), class_name)()
    return backend


def registry() -> dict[str, Backend]:
    """Every backend by flag name."""
    return {name: get_backend(name) for name in _BACKENDS}


__all__ = ["BACKEND_NAMES", "Backend", "BackendOptions", "get_backend", "registry"]
