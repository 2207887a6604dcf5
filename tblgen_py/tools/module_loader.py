"""The one loader of user modules named on a command line.

``--load-dialect``/``--load-ops``, ``--load-patterns`` and ``--native-module``
of ``mlir-opt-py`` take a dotted module name or the path of a ``.py`` file. A
file is imported once per process whatever spelling names it (a relative or
absolute path, a symlink, or a module already imported under its package
name), so every option sees the same module and the same op classes.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
import zlib
from types import ModuleType

_BY_FILE: dict[str, ModuleType] = {}
"""Modules loaded from a path, by the file's real path."""


class ModuleLoadError(Exception):
    """A module named on the command line that cannot be imported or used."""


def is_path(spec: str) -> bool:
    """Whether ``spec`` names a file rather than a dotted module."""
    return spec.endswith(".py") or os.sep in spec


def load_module(spec: str) -> ModuleType:
    """Import a module by dotted name or from a ``.py`` path (each file once)."""
    if is_path(spec):
        return _load_file(spec)
    try:
        return importlib.import_module(spec)
    except ImportError as exc:
        raise ModuleLoadError(f"cannot import module '{spec}': {exc}") from None
    except Exception as exc:  # noqa: BLE001 - the module's own code failed
        raise ModuleLoadError(_failure(spec, exc)) from None


def _load_file(path: str) -> ModuleType:
    """The module of the file at ``path``, importing it on first use."""
    real = os.path.realpath(path)
    known = _BY_FILE.get(real) or _imported(real)
    if known is not None:
        _BY_FILE[real] = known
        return known
    if not os.path.isfile(real):
        raise ModuleLoadError(f"cannot load module '{path}': no such file")
    stem = os.path.splitext(os.path.basename(real))[0]
    name = f"_tblgen_py_loaded_{stem}_{zlib.crc32(os.fsencode(real)):08x}"
    spec = importlib.util.spec_from_file_location(name, real)
    if spec is None or spec.loader is None:
        raise ModuleLoadError(f"cannot load module '{path}': not a Python file")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    sys.path.insert(0, os.path.dirname(real))  # its sibling modules (enums)
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # noqa: BLE001 - the module's own code failed
        del sys.modules[name]
        raise ModuleLoadError(_failure(path, exc)) from None
    finally:
        sys.path.remove(os.path.dirname(real))
    _BY_FILE[real] = module
    return module


def _imported(real: str) -> ModuleType | None:
    """A module already imported from the file ``real`` (e.g. by package name)."""
    base = os.path.basename(real)
    for module in list(sys.modules.values()):
        file = getattr(module, "__file__", None)
        if isinstance(file, str) and os.path.basename(file) == base:
            if os.path.realpath(file) == real:
                return module
    return None


def _failure(spec: str, exc: Exception) -> str:
    return f"cannot load module '{spec}': {type(exc).__name__}: {exc}"
