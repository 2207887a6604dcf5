"""``--gen-op-defs``: an importable Python module of op classes per ODS file."""

from __future__ import annotations

import re

from tblgen_py.backends.base import BackendError, BackendOptions
from tblgen_py.backends.enums import ENUMS_ALIAS, enums_module_of
from tblgen_py.backends.layout import fit_block, tuple_lines
from tblgen_py.backends.prop_kinds import codec_source
from tblgen_py.backends.names import py_string, unique_name
from tblgen_py.backends.op_model import (
    OpClassModel,
    build_op_model,
    op_class_name,
    value_builder_name,
)
from tblgen_py.backends.op_classes import REGISTERED_CLASSES, class_registry
from tblgen_py.backends.checks import CheckTable
from tblgen_py.backends.op_format_check import check_op_formats
from tblgen_py.backends.op_format_model import FormatModel, format_model
from tblgen_py.backends.predicate_source import predicate_source
from tblgen_py.backends.render import render
from tblgen_py.support.diagnostics import Diagnostic, Level
from tblgen_py.ods.attr_convert import enum_of, format_enum_of
from tblgen_py.ods.enums import EnumInfo
from tblgen_py.ods.fields import derived_defs_of
from tblgen_py.ods.assembly_format import OpFormat
from tblgen_py.ods.operator import OdsError, Operator, op_records
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.records.record import Record


def select_ops(
    records: RecordKeeper,
    options: BackendOptions,
    op_defs: list[Record] | None = None,
    by_dialect: bool = True,
) -> list[Operator]:
    """The ops to emit: every ``Op`` def (``op_defs`` when already found),
    narrowed by the regexes and (``by_dialect``) the dialect."""
    include = _regex(options.op_include_regex)
    exclude = _regex(options.op_exclude_regex)
    ops = []
    infer_known = records.get_def("InferTypeOpInterface") is not None
    for record in op_records(records) if op_defs is None else op_defs:
        try:
            op = Operator.from_record(record, infer_known)
        except OdsError as exc:
            raise _error(str(exc), record) from None
        if by_dialect and options.dialect and op.dialect.name != options.dialect:
            continue
        name = op.operation_name
        if include is not None and not include.search(name):
            continue
        if exclude is not None and exclude.search(name):
            continue
        ops.append(op)
    return ops


def _regex(text: str) -> re.Pattern[str] | None:
    """A compiled filter regex (None when not given)."""
    if not text:
        return None
    try:
        return re.compile(text)
    except re.error as exc:
        raise BackendError(
            [Diagnostic(Level.ERROR, f"invalid op filter regex '{text}': {exc}")]
        ) from None


def _error(message: str, record: object) -> BackendError:
    """A backend error located at ``record``."""
    span = getattr(record, "loc", None)
    return BackendError([Diagnostic(Level.ERROR, message, span)])


class OpDefsBackend:
    """Generate op classes, adaptors and value builders as a Python module."""

    name = "gen-op-defs"
    description = "Generate op definitions as a Python module"

    def emit(self, records: RecordKeeper, options: BackendOptions) -> str:
        """Render the module for the selected ops."""
        defs = derived_defs_of(records, ("Op", *REGISTERED_CLASSES))
        ops = select_ops(records, options, defs["Op"], by_dialect=False)
        formats = check_op_formats(ops)  # as mlir-tblgen: every dialect's
        if options.dialect:
            ops = [op for op in ops if op.dialect.name == options.dialect]
        classes = class_registry(records, defs)
        table = CheckTable(predicate_source, classes.knows)
        enums = used_enums(ops)
        models = _models(ops, table, {ENUMS_ALIAS})
        views = [
            _op_text(m, _format_of(op, formats, table)) for m, op in zip(models, ops)
        ]
        dialects = sorted({op.dialect.name for op in ops})
        registrations = classes.lines()
        leading = _dialect_lines(dialects)
        checks = table.block(1) + registrations
        body = render(
            "ops/module.py.j2",
            input_path=options.input_path,
            doc_lines=_module_doc(ops),
            imports=[],
            dialect_lines="\n".join(leading),
            checks="\n".join(checks),
            ops=views,
            has_formats=any(view["format"] is not None for view in views),
            has_prop_kinds=any(
                codec_source(p.prop) is not None for op in ops for p in op.properties
            ),
            footer="\n".join(_footer(models)),
        )
        if table.function_lines or _USES_PREDICATES.search(body):
            body = body.replace(_API_IMPORT, _PREDICATES_IMPORT + _API_IMPORT, 1)
        enums_import = ""
        if enums:
            enums_import = f"import {enums_module_of(options)} as {ENUMS_ALIAS}\n"
        any_type = "(_self: Any)" in body or ": Any = " in body
        return _add_imports(body, enums_import, any_type)


def _models(
    ops: list[Operator], table: CheckTable, taken: set[str]
) -> list[OpClassModel]:
    """One model per op. A class, adaptor or value builder whose name is
    ``taken`` (by a module-level name) or used by another op gets a ``_``."""
    classes: set[str] = set()
    used = set(taken)
    names = []
    for op in ops:
        name = op_class_name(op)
        if name in classes:
            raise _error(
                f"two ops generate the Python class '{name}'; "
                "narrow the selection with -dialect",
                op.record,
            )
        classes.add(name)
        while name in used or name + "Adaptor" in used:
            name += "_"
        used.update((name, name + "Adaptor"))
        names.append(name)
    models = []
    for op, name in zip(ops, names):
        function = unique_name(value_builder_name(op), used)
        models.append(build_op_model(op, table, function, name))
    return models


def _format_of(
    op: Operator, formats: dict[str, OpFormat], table: CheckTable
) -> FormatModel | None:
    """The view of the op's declarative format (None: generic form only)."""
    fmt = formats.get(op.operation_name)
    return format_model(op, fmt, table) if fmt is not None else None


def _op_text(model: OpClassModel, fmt: FormatModel | None) -> dict[str, object]:
    """The model's parts as the text the template prints (joined here: a Jinja
    filter call per part costs more than the join)."""
    return {
        "class_name": model.class_name,
        "docstring": "\n".join(model.docstring),
        "class_attrs": "\n".join(model.class_attrs),
        "members": ["\n".join(member) for member in model.members],
        "adaptor": "\n".join(model.adaptor),
        "value_builder": "\n".join(model.value_builder),
        "format": fmt,
    }


def _module_doc(ops: list[Operator]) -> list[str]:
    """The dialect summary under the header line."""
    summaries = []
    for op in ops:
        text = op.dialect.summary.strip()
        if text and text not in summaries:
            summaries.append(text)
    return [line.strip() for s in summaries for line in s.splitlines()]


def _dialect_lines(dialects: list[str]) -> list[str]:
    """``DIALECT_NAMESPACES``: the dialects the module's ops belong to."""
    return tuple_lines("DIALECT_NAMESPACES = ", [py_string(d) for d in dialects], "")


def _footer(models: list[OpClassModel]) -> list[str]:
    """The ``OPS`` tuple and ``register(context)``."""
    lines = tuple_lines(
        "OPS: tuple[type[_ods_ir.OpView], ...] = ", [m.class_name for m in models], ""
    )
    lines += [
        "",
        "",
        "def register(context: _ods_ir.Context) -> None:",
        '    """Register every op class of this module with ``context``."""',
        "    for name in DIALECT_NAMESPACES:",
        '        ops = [op for op in OPS if op.OPERATION_NAME.startswith(name + ".")]',
        "        _ods_ir.register_dialect(context, name, ops)",
    ]
    return lines


def used_enums(ops: list[Operator]) -> list[EnumInfo]:
    """The enums the ops' enum attributes and properties hold, in order of first use."""
    found: dict[int, EnumInfo] = {}
    for op in ops:
        refs = [enum_of(named.attr) for named in op.attributes]
        records = [ref.record for ref in refs if ref is not None]
        props = [format_enum_of(named.prop) for named in op.properties]
        records += [record for record in props if record is not None]
        for record in records:
            if record.id not in found:
                found[record.id] = EnumInfo.from_record(record)
    by_name: dict[str, EnumInfo] = {}
    for info in found.values():
        by_name.setdefault(info.class_name, info)
    return list(by_name.values())


_API_IMPORT = "from tblgen_py.runtime.ods import api as _ods_ir\n"
_PREDICATES_IMPORT = "from tblgen_py.runtime import predicates as _p\n"
_USES_PREDICATES = re.compile(r"(?<![\w.'\"])_p\.")
"""A format's type transformer or a builder's inferred result type calls the
predicate helpers."""


def _add_imports(text: str, enums_import: str = "", any_type: bool = False) -> str:
    """Add the ``collections.abc`` and ``typing`` imports the module needs, and
    ``enums_import`` (the dialect's enums module) after the runtime's."""
    names = [n for n in ("Mapping", "Sequence") if f"{n}[" in text]
    lines = ""
    if names:
        lines += f"from collections.abc import {', '.join(names)}\n"
    if any_type:
        lines += "from typing import Any\n"
    if enums_import:
        convert = "from tblgen_py.runtime.ods import convert as _ods_convert\n"
        runtime_enums = "from tblgen_py.runtime.ods import enums as _ods_enums\n"
        text = text.replace(convert, convert + runtime_enums + "\n" + enums_import)
    if not lines:
        return text.replace(
            "from __future__ import annotations\n\n\n",
            "from __future__ import annotations\n\n",
            1,
        )
    return text.replace(
        "from __future__ import annotations\n\n\n",
        f"from __future__ import annotations\n\n{lines}\n",
        1,
    )
