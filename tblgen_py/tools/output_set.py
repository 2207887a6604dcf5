"""One input's output set: an op module and the modules it imports.

``--gen-op-defs`` writes op classes that use the input's enums from the
``--gen-enum-defs`` module beside them (``<input stem>_enums``, or the module
``-enums-module`` names), as the attribute and type modules do, so every enum
is defined once (mlir-tblgen's ``.inc`` outputs include each other alike).  A
user running the generator by hand writes both::

    mlir-tblgen-py --gen-enum-defs X.td -o x_enums.py
    mlir-tblgen-py --gen-op-defs X.td -o x_ops.py

``op_module_set`` gives both texts for programs (tests, benchmarks) that
generate in memory, and ``import_module_set`` imports them together.
"""

from __future__ import annotations

import sys
import types

from tblgen_py.backends.base import BackendOptions
from tblgen_py.backends.enums import ENUMS_ALIAS, EnumDefsBackend, enums_module_of
from tblgen_py.backends.ops import OpDefsBackend
from tblgen_py.records.keeper import RecordKeeper


def op_module_set(
    keeper: RecordKeeper, options: BackendOptions
) -> tuple[str, dict[str, str]]:
    """The op module's text and, by module name, the sibling modules it imports
    (the enums module, when the ops use an enum)."""
    ops = OpDefsBackend().emit(keeper, options)
    name = enums_module_of(options)
    siblings: dict[str, str] = {}
    if f"import {name} as {ENUMS_ALIAS}\n" in ops:
        enum_options = BackendOptions(options.input_path)
        siblings[name] = EnumDefsBackend().emit(keeper, enum_options)
    return ops, siblings


def import_module_set(
    name: str, text: str, siblings: dict[str, str], filename: str = ""
) -> types.ModuleType:
    """Execute ``text`` as a new module ``name`` while ``siblings`` (module
    name to text) are importable; they are not left in ``sys.modules``."""
    saved = {key: sys.modules.get(key) for key in siblings}
    try:
        for key, source in siblings.items():
            sys.modules[key] = _execute(key, source, f"<{key}>")
        return _execute(name, text, filename or f"<{name}>")
    finally:
        for key, previous in saved.items():
            if previous is None:
                sys.modules.pop(key, None)
            else:
                sys.modules[key] = previous


def _execute(name: str, text: str, filename: str) -> types.ModuleType:
    """A module made by running ``text``."""
    module = types.ModuleType(name)
    module.__file__ = filename
    exec(compile(text, filename, "exec"), module.__dict__)  # noqa: S102
    return module
