"""The AttrDef/TypeDef declarative formats of MLIR 22, and modules generated for them.

``format_files()`` lists the installed ``.td`` files that mention assembly
formats or attribute/type defs; ``generate_file(path, directory)`` parses one
with ``-I <include root> -I <its directory>``, runs ``--gen-enum-defs``, then
``--gen-attrdef-defs`` and ``--gen-typedef-defs`` for every dialect owning a def
with an ``assemblyFormat`` reachable from it (``<stem>_<dialect>_attrs.py`` ...
beside ``<stem>_enums.py``) and imports the modules.  It returns the formatted
defs it covered, as (defining file, def name).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from tests.support.tablegen_ref import LLVM_INCLUDE

from tblgen_py.backends.attrdefs import AttrDefsBackend, TypeDefsBackend
from tblgen_py.backends.base import BackendOptions
from tblgen_py.backends.enums import EnumDefsBackend, enums_module
from tblgen_py.ods.attrdef import attr_or_type_defs
from tblgen_py.frontend.session import parse_records
from tblgen_py.runtime.ir.context import Context

MLIR_ROOT = LLVM_INCLUDE / "mlir"


def format_files() -> list[Path]:
    """Installed .td files with an AttrDef/TypeDef format (a cheap text filter)."""
    found = []
    for path in sorted(MLIR_ROOT.rglob("*.td")):
        text = path.read_text(encoding="utf-8", errors="replace")
        if "assemblyFormat" in text or "AttrDef<" in text or "EnumAttr<" in text:
            found.append(path)
    return found


def _import(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = module
    spec.loader.exec_module(module)
    return module


def generate_file(
    path: Path, directory: Path, context: Context | None = None
) -> set[tuple[str, str]]:
    """Generate and import the attr/type modules of every dialect with a
    formatted def reachable from ``path`` (registered in ``context`` if given);
    those defs as (file, def name)."""
    parsed = parse_records(
        str(path), include_dirs=[str(LLVM_INCLUDE), str(path.parent)]
    )
    assert parsed.ok, "".join(d.render() for d in parsed.diagnostics)
    rel = str(path.relative_to(LLVM_INCLUDE))
    keeper = parsed.keeper
    covered: set[tuple[str, str]] = set()
    enums = EnumDefsBackend().emit(keeper, BackendOptions(rel))
    (directory / f"{enums_module(rel)}.py").write_text(enums)
    sys.path.insert(0, str(directory))
    try:
        for is_attr, backend in ((True, AttrDefsBackend()), (False, TypeDefsBackend())):
            mine = [
                d
                for d in attr_or_type_defs(keeper, is_attr)
                if d.assembly_format is not None and d.loc is not None
            ]
            for dialect in sorted({d.dialect_name for d in mine}):
                text = backend.emit(keeper, BackendOptions(rel, dialect))
                kind = "attrs" if is_attr else "types"
                module_path = directory / f"{path.stem.lower()}_{dialect}_{kind}.py"
                module_path.write_text(text)
                module = _import(module_path)
                if context is not None:
                    module.register(context)
            covered |= {
                (str(d.loc.file.path), d.name) for d in mine if d.loc is not None
            }
    finally:
        sys.path.remove(str(directory))
        sys.modules.pop(enums_module(rel), None)
    return covered
