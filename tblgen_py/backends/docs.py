"""``--gen-op-doc``, ``--gen-dialect-doc``, ``--gen-attrdef-doc``,
``--gen-typedef-doc``, ``--gen-enum-doc``: Markdown documentation, as
``mlir-tblgen``'s ``OpDocGen`` writes it (byte for byte, MLIR 22).

Records are read into the view models of ``doc_model`` and laid out by the
``templates/docs/`` templates.
"""

from __future__ import annotations

from tblgen_py.backends.attrdefs import check_def
from tblgen_py.backends.base import BackendError, BackendOptions
from tblgen_py.backends.doc_model import (
    ConstraintDoc,
    DefDoc,
    DocSettings,
    EnumDoc,
    OpDoc,
    OpGroupDoc,
    constraint_doc,
    def_doc,
    dialect_of,
    doc_group_of,
    enum_doc,
    op_doc,
    required_string,
)
from tblgen_py.backends.doc_text import (
    description_block,
    has_toc_marker,
    insensitive_key,
    llvm_trim,
    summary_block,
)
from tblgen_py.backends.ops import select_ops
from tblgen_py.ods.operator import Operator, op_records
from tblgen_py.backends.render import render
from tblgen_py.ods.attrdef import AttrOrTypeDef
from tblgen_py.ods.dialect import Dialect
from tblgen_py.ods.enums import EnumInfo
from tblgen_py.ods.fields import derived_defs_of, string_field
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.records.record import Record
from tblgen_py.support.diagnostics import Diagnostic, Level

_SOURCE_ROOT = "mlir/include/mlir/"


class DialectDoc(NamedTuple):
    """The head of a dialect page."""

    name: str
    summary: str
    description: str
    toc: bool


class GroupView(NamedTuple):
    """An op group as the dialect template reads it."""

    nested: bool
    heading: str
    description: str
    ops: tuple[OpDoc, ...]


def _error(message: str) -> BackendError:
    """A backend error without a location (as mlir-tblgen's plain messages)."""
    return BackendError([Diagnostic(Level.ERROR, message)])


def source_path(input_path: str) -> str:
    """The part of the input path from ``mlir/include/mlir/`` on (the
    ``[source]`` link's target), or empty when the path has none."""
    index = input_path.find(_SOURCE_ROOT)
    return input_path[index:] if index >= 0 else ""


def _require_class(records: RecordKeeper, name: str) -> None:
    """``getAllDerivedDefinitions``' error when the class is not defined."""
    if name not in records.classes:
        raise _error(f"The class '{name}' is not defined")


def _defs(records: RecordKeeper, names: tuple[str, ...]) -> dict[str, list[Record]]:
    """The defs of several classes, in record order."""
    return derived_defs_of(records, names)


def requested_ops(records: RecordKeeper, options: BackendOptions) -> list[Operator]:
    """``getRequestedOpDefinitions``: the ``Op`` defs the regexes select, in
    the order of their names (LLVM's record map, not the numeric order of
    ``getAllDerivedDefinitions``)."""
    _require_class(records, "Op")
    defs = sorted(op_records(records), key=lambda record: record.name_string)
    return select_ops(records, options, defs, by_dialect=False)


def _settings(records: RecordKeeper, options: BackendOptions) -> DocSettings:
    """The options of the op pages, with the ``InferTypeOpInterface`` def
    (ODS adds it to ops that infer all their result types)."""
    return DocSettings(
        options.strip_prefix,
        options.hugo_features,
        records.get_def("InferTypeOpInterface"),
    )


def _checked_defs(records: list[Record]) -> list[AttrOrTypeDef]:
    """AttrDef/TypeDef views, with the checks their C++ class makes."""
    views = []
    for record in records:
        view = AttrOrTypeDef.from_record(record)
        check_def(view)
        views.append(view)
    return views


class OpDocBackend:
    """``--gen-op-doc``: every requested op, in record order."""

    name = "gen-op-doc"
    description = "Generate dialect documentation"

    def emit(self, records: RecordKeeper, options: BackendOptions) -> str:
        """Render the op documentation."""
        ops = requested_ops(records, options)
        settings = _settings(records, options)
        return render(
            "docs/ops.md.j2",
            source_path=source_path(options.input_path),
            ops=[op_doc(op, settings) for op in ops],
        )


class _DefDocBackend:
    """``--gen-attrdef-doc``/``--gen-typedef-doc``: every def of one class."""

    name = ""
    description = ""
    class_name = ""

    def emit(self, records: RecordKeeper, options: BackendOptions) -> str:
        """Render the attribute or type documentation."""
        _require_class(records, self.class_name)
        found = _defs(records, (self.class_name,))[self.class_name]
        return render(
            "docs/attrdefs.md.j2", defs=[def_doc(d) for d in _checked_defs(found)]
        )


class AttrDefDocBackend(_DefDocBackend):
    """``--gen-attrdef-doc``."""

    name = "gen-attrdef-doc"
    description = "Generate dialect attribute documentation"
    class_name = "AttrDef"


class TypeDefDocBackend(_DefDocBackend):
    """``--gen-typedef-doc``."""

    name = "gen-typedef-doc"
    description = "Generate dialect type documentation"
    class_name = "TypeDef"


class EnumDocBackend:
    """``--gen-enum-doc``: every ``EnumInfo``."""

    name = "gen-enum-doc"
    description = "Generate dialect enum documentation"

    def emit(self, records: RecordKeeper, options: BackendOptions) -> str:
        """Render the enum documentation."""
        _require_class(records, "EnumInfo")
        found = _defs(records, ("EnumInfo",))["EnumInfo"]
        return render(
            "docs/enums.md.j2",
            enums=[enum_doc(EnumInfo.from_record(r)) for r in found],
        )


def select_dialect(records: RecordKeeper, selected: str) -> Record:
    """``findDialectToGenerate``: the only dialect, or the one ``-dialect`` names."""
    dialects = _defs(records, ("Dialect",))["Dialect"]
    if not dialects:
        raise _error("no dialect was found")
    if len(dialects) == 1 and not selected:
        return dialects[0]
    if not selected:
        raise _error(
            "when more than 1 dialect is present, one must be selected via '-dialect'"
        )
    for record in dialects:
        if string_field(record, "name") == selected:
            return record
    raise _error("selected dialect with '-dialect' does not exist")


class _DialectParts:
    """What one dialect's page lists, collected as ``OpDocGen`` does: each
    def once, in the order attribute defs, attribute constraints, ops, op
    groups, type defs, type constraints, then every enum."""

    def __init__(
        self, records: RecordKeeper, options: BackendOptions, dialect: Record
    ) -> None:
        defs = _defs(
            records,
            ("DialectAttr", "DialectType", "TypeDef", "AttrDef", "EnumInfo"),
        )
        self.dialect = dialect
        self.seen: set[Record] = set()
        self.attr_defs = [
            def_doc(d)
            for d in _checked_defs(defs["AttrDef"])
            if self._take(d.record, d.dialect.record if d.dialect else None)
        ]
        self.attr_constraints = self._constraints(defs["DialectAttr"])
        self.groups = self._op_groups(records, options)
        self.type_defs = [
            def_doc(d)
            for d in _checked_defs(defs["TypeDef"])
            if self._take(d.record, d.dialect.record if d.dialect else None)
        ]
        self.type_constraints = self._constraints(defs["DialectType"])
        self.enums = []
        for record in defs["EnumInfo"]:
            if record not in self.seen:
                self.seen.add(record)
                self.enums.append(enum_doc(EnumInfo.from_record(record)))

    def _take(self, record: Record, dialect: Record | None) -> bool:
        """``addIfInDialect``: whether ``record`` is of the dialect and new."""
        if dialect is not self.dialect or record in self.seen:
            return False
        self.seen.add(record)
        return True

    def _constraints(self, records: list[Record]) -> list[ConstraintDoc]:
        """The dialect's attribute or type constraints."""
        return [constraint_doc(r) for r in records if self._take(r, dialect_of(r))]

    def _op_groups(
        self, records: RecordKeeper, options: BackendOptions
    ) -> list[GroupView]:
        """Single ops and ``OpDocGroup``s, sorted case-insensitively by the
        group summary or the op name."""
        groups: list[OpGroupDoc] = []
        grouped: dict[Record, list[OpDoc]] = {}
        settings = _settings(records, options)
        for op in requested_ops(records, options):
            group = doc_group_of(op.record)
            if not self._take(op.record, op.dialect.record):
                continue
            doc = op_doc(op, settings)
            if group is not None:
                grouped.setdefault(group, []).append(doc)
            else:
                groups.append(OpGroupDoc("", "", (doc,)))
        for record in _defs(records, ("OpDocGroup",))["OpDocGroup"]:
            members = grouped.get(record)
            if members:
                groups.append(
                    OpGroupDoc(
                        required_string(record, "summary"),
                        required_string(record, "description"),
                        tuple(members),
                    )
                )
        groups.sort(key=_group_key)
        return [
            GroupView(
                g.nested,
                llvm_trim(g.summary),
                description_block(g.description),
                g.ops,
            )
            for g in groups
        ]


def _group_key(group: OpGroupDoc) -> str:
    """The sort key of a group: its summary, else its op's ``opName``."""
    return insensitive_key(group.summary or group.ops[0].mnemonic)


class DialectDocBackend:
    """``--gen-dialect-doc``: one dialect's page (``-dialect`` selects it)."""

    name = "gen-dialect-doc"
    description = "Generate dialect documentation"

    def emit(self, records: RecordKeeper, options: BackendOptions) -> str:
        """Render the dialect documentation."""
        record = select_dialect(records, options.dialect)
        dialect = Dialect.from_record(record)
        parts = _DialectParts(records, options, record)
        head = DialectDoc(
            dialect.name,
            summary_block(dialect.summary),
            description_block(dialect.description),
            not has_toc_marker(dialect.description),
        )
        return render(
            "docs/dialect.md.j2",
            dialect=head,
            source_path=source_path(options.input_path),
            groups=parts.groups,
            attr_constraints=parts.attr_constraints,
            attr_defs=parts.attr_defs,
            type_constraints=parts.type_constraints,
            type_defs=parts.type_defs,
            enums=parts.enums,
        )


__all__ = [
    "AttrDefDocBackend",
    "DefDoc",
    "DialectDocBackend",
    "EnumDoc",
    "EnumDocBackend",
    "OpDocBackend",
    "TypeDefDocBackend",
    "select_dialect",
    "source_path",
]
