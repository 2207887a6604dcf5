"""Generate one MLIR dialect's Python modules from the MLIR headers.

For each root file of the dialect (see ``catalog``) the front end parses it
with ``-I <include dir> -I <its directory>`` and the backends emit, as
``mlir-tblgen-py`` would with ``-dialect <name>``: the ops
(``<stem>_ops.py``), and when the file adds attributes or types not already
emitted from an earlier root, ``<stem>_attrs.py``/``<stem>_types.py``; with
the ``<stem>_enums.py`` (``--gen-enum-defs``) that ops, attributes and types
import, so each enum is defined once.  Files go to their own subdirectory of the
target directory, one per root.
"""

from __future__ import annotations

import os
import py_compile
from dataclasses import dataclass, field

from tblgen_py.backends.attrdefs import AttrDefsBackend, TypeDefsBackend
from tblgen_py.backends.base import BackendOptions
from tblgen_py.backends.enums import ENUMS_ALIAS, EnumDefsBackend, enums_module
from tblgen_py.backends.ops import OpDefsBackend
from tblgen_py.frontend.session import parse_records
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.ods.attrdef import attr_or_type_defs
from tblgen_py.ods.fields import def_field, string_field
from tblgen_py.ods.operator import op_records
from tblgen_py.support.diagnostics import TableGenError
from tblgen_py.tools.output import replace_atomically

GeneratedModule = tuple[str, str, str]
"""(subdirectory, module name, kind: ops/attrs/types/enums)."""


class DialectBuildError(ImportError):
    """A root file of MLIR's headers that did not generate (a bug to report)."""


@dataclass
class BuiltDialect:
    """What ``build_dialect`` wrote and every file its runs read."""

    modules: list[GeneratedModule] = field(default_factory=list)
    reads: list[tuple[str, str | None]] = field(default_factory=list)


def build_dialect(
    dialect: str, roots: list[str], include_dir: str, target: str
) -> BuiltDialect:
    """Generate ``dialect`` from ``roots`` (relative to ``include_dir``) into
    ``target``."""
    built = BuiltDialect()
    seen: set[tuple[bool, str]] = set()
    for index, rel in enumerate(roots):
        subdir = f"{index}_{os.path.splitext(os.path.basename(rel))[0].lower()}"
        try:
            texts = _generate_root(dialect, rel, include_dir, seen, built)
        except TableGenError as exc:
            raise DialectBuildError(
                f"cannot generate dialect '{dialect}' from MLIR's {rel}:\n"
                + exc.render()
            ) from None
        os.makedirs(os.path.join(target, subdir), exist_ok=True)
        for module, kind, text in texts:
            path = os.path.join(target, subdir, module + ".py")
            replace_atomically(path, text.encode("utf-8"))
            _compile(path)
            built.modules.append((subdir, module, kind))
    return built


def _generate_root(
    dialect: str,
    rel: str,
    include_dir: str,
    seen: set[tuple[bool, str]],
    built: BuiltDialect,
) -> list[tuple[str, str, str]]:
    """(module, kind, text) of one root file; ``seen`` holds the attribute and
    type defs emitted by earlier roots."""
    path = os.path.join(include_dir, rel)
    parsed = parse_records(path, include_dirs=[include_dir, os.path.dirname(path)])
    built.reads.extend(parsed.reads)
    if not parsed.ok:
        raise TableGenError(parsed.diagnostics)
    keeper = parsed.keeper
    options = BackendOptions(rel, dialect)
    stem = os.path.splitext(os.path.basename(rel))[0].lower()
    texts: list[tuple[str, str, str]] = []
    needs_enums = False
    if _has_ops(keeper, dialect):
        ops = OpDefsBackend().emit(keeper, options)
        needs_enums = f" as {ENUMS_ALIAS}\n" in ops
        texts.append((f"{stem}_ops", "ops", ops))
    for is_attr, backend, kind in (
        (True, AttrDefsBackend(), "attrs"),
        (False, TypeDefsBackend(), "types"),
    ):
        names = {
            (is_attr, d.name)
            for d in attr_or_type_defs(keeper, is_attr)
            if d.dialect_name == dialect
        }
        if names - seen:
            seen |= names
            texts.append((f"{stem}_{kind}", kind, backend.emit(keeper, options)))
            needs_enums = True
    if needs_enums:
        enums = EnumDefsBackend().emit(keeper, BackendOptions(rel))
        texts.insert(0, (enums_module(rel), "enums", enums))
    return texts


def _compile(path: str) -> None:
    """Write the module's bytecode beside it now, so that a warm import never
    compiles (even with ``PYTHONDONTWRITEBYTECODE`` set)."""
    try:
        py_compile.compile(path, doraise=True)
    except (OSError, py_compile.PyCompileError):
        pass  # the import compiles it instead


def _has_ops(keeper: RecordKeeper, dialect: str) -> bool:
    """Whether an op of ``dialect`` is defined (read from the records alone:
    building the op models first would change what the backend records as
    used)."""
    for record in op_records(keeper):
        owner = def_field(record, "opDialect")
        if owner is not None and string_field(owner, "name") == dialect:
            return True
    return False
