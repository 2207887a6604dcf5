"""View models of the documentation generators (``--gen-*-doc``).

Each model holds the finished text of its parts (names, summaries, table cells,
description blocks); the ``templates/docs/`` templates only lay them out. The
reads follow MLIR's ``mlir/TableGen`` classes (``Operator``, ``AttrOrTypeDef``,
``EnumInfo``, ``Constraint``) where the views of ``ods/`` hold less.
"""

from __future__ import annotations

from tblgen_py.backends.doc_traits import op_traits, required_string, trait_lists
from tblgen_py.backends.doc_text import (
    description_block,
    format_lines,
    llvm_trim,
    summary_block,
)
from tblgen_py.ods.attrdef import AttrOrTypeDef
from tblgen_py.ods.attributes import base_attr
from tblgen_py.ods.enums import EnumInfo
from tblgen_py.ods.fields import def_field, raw_field, string_field
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.ods.operator import Operator
from tblgen_py.records.record import Record
from tblgen_py.records.types import RecordRecTy
from tblgen_py.records.values import DagInit, DefInit, StringInit

UNNAMED = "&laquo;unnamed&raquo;"
"""The cell of an operand, result or successor without a name."""


class NamedRow(NamedTuple):
    """A row of an operand, result or successor table."""

    name: str
    summary: str


class AttributeRow(NamedTuple):
    """A row of an op's attribute table."""

    name: str
    storage_type: str
    description: str
    """The summary, or (``--allow-hugo-specific-features``) an expandable
    ``<details>`` of summary and description."""


class DocSettings(NamedTuple):
    """What the op pages depend on besides the op."""

    strip_prefix: str
    """Removed from the front of op class names (``-strip-prefix``)."""
    hugo: bool
    """Attribute descriptions as Hugo ``<details>`` (``-allow-hugo-specific-features``)."""
    infer: Record | None
    """The ``InferTypeOpInterface`` def, if the records define it."""


class OpDoc(NamedTuple):
    """What ``### `op` (Class)`` prints for one op."""

    name: str
    class_name: str
    summary: str
    syntax: tuple[str, ...]
    description: str
    traits: tuple[str, ...]
    interfaces: tuple[str, ...]
    effects: tuple[str, ...]
    attributes: tuple[AttributeRow, ...]
    operands: tuple[NamedRow, ...]
    results: tuple[NamedRow, ...]
    successors: tuple[NamedRow, ...]
    mnemonic: str
    """The op's ``opName`` (the sort key of a dialect page)."""


class OpGroupDoc(NamedTuple):
    """Ops under one ``OpDocGroup`` (or one op alone, with no heading)."""

    summary: str
    description: str
    ops: tuple[OpDoc, ...]

    @property
    def nested(self) -> bool:
        """Whether the group has a heading, which nests its ops one level."""
        return bool(self.summary)


class ParameterRow(NamedTuple):
    """A row of an attribute or type parameter table."""

    name: str
    cpp_type: str
    summary: str


class DefDoc(NamedTuple):
    """An AttrDef or TypeDef: class, summary, syntax, description, parameters."""

    class_name: str
    summary: str
    syntax_inline: str
    syntax: tuple[str, ...]
    description: str
    parameters: tuple[ParameterRow, ...]


class CaseRow(NamedTuple):
    """A row of an enum's case table."""

    symbol: str
    value: int
    string: str


class EnumDoc(NamedTuple):
    """An enum: class name, summary and cases."""

    class_name: str
    summary: str
    cases: tuple[CaseRow, ...]


class ConstraintDoc(NamedTuple):
    """A dialect's attribute or type constraint (``DialectAttr``/``DialectType``)."""

    summary: str
    description: str


def constraint_summary(record: Record) -> str:
    """``Constraint::getSummary``: the ``summary`` field, else the def's name."""
    value = raw_field(record, "summary")
    return value.value if isinstance(value, StringInit) else record.name_string


def constraint_doc(record: Record) -> ConstraintDoc:
    """The section of one attribute or type constraint."""
    return ConstraintDoc(
        constraint_summary(record),
        description_block(string_field(record, "description")),
    )


# --- ops ---------------------------------------------------------------------


def op_class_name(record: Record, strip_prefix: str) -> str:
    """``getQualCppClassName`` without ``strip_prefix`` (``arith::AddFOp``)."""
    prefix, sep, rest = record.name_string.partition("_")
    name = rest if sep else prefix
    if not prefix:
        name = record.name_string
    elif not name:
        name = prefix
    namespace = string_field(record, "cppNamespace")
    qualified = f"{namespace}::{name}" if namespace else name
    return qualified.removeprefix(strip_prefix) if strip_prefix else qualified


def _storage_type(record: Record) -> str:
    """``Attribute::getStorageType``: trimmed, ``::mlir::Attribute`` if empty."""
    return llvm_trim(string_field(record, "storageType")) or "::mlir::Attribute"


def _attribute_row(name: str, attr: Record, hugo: bool) -> AttributeRow:
    """A row of the attribute table; with ``hugo``, a described attribute's
    cell unfolds to its description (the base attribute's when it has none)."""
    summary = constraint_summary(attr)
    description = string_field(attr, "description")
    if not description:
        description = string_field(base_attr(attr), "description")
    if hugo and description:
        summary = (
            f"<details><summary>{summary}</summary>"
            f"{{{{% markdown %}}}}{description}{{{{% /markdown %}}}}</details>"
        )
    return AttributeRow(name, _storage_type(attr), summary)


def _derived_attributes(record: Record, hugo: bool) -> list[AttributeRow]:
    """Fields typed by an ``Attr`` class (``DerivedAttr``s), in field order."""
    attr_class = None
    rows = []
    for field in record.values:
        field_type = field.type
        if not isinstance(field_type, RecordRecTy):
            continue
        if attr_class is None:
            attr_class = _class_named(field_type, "Attr")
            if attr_class is None:
                continue
        if not field_type.is_subclass_of(attr_class):
            continue
        value = field.value
        if isinstance(value, DefInit):
            rows.append(_attribute_row(field.name_string, value.record, hugo))
    return rows


def _class_named(field_type: RecordRecTy, name: str) -> Record | None:
    """The class ``name`` among a record type's classes and their superclasses."""
    for cls in field_type.classes:
        for candidate in (cls, *cls.superclasses()):
            if candidate.name_string == name:
                return candidate
    return None


def _assembly_format(record: Record) -> tuple[str, ...]:
    """The format's lines for ``Syntax:`` (empty without a format)."""
    value = raw_field(record, "assemblyFormat")
    if not isinstance(value, StringInit):
        return ()
    text = llvm_trim(value.value)
    return tuple(format_lines(text)) if text else ()


def op_doc(op: Operator, settings: DocSettings) -> OpDoc:
    """The documentation model of one op."""
    record = op.record
    traits, interfaces, effects = trait_lists(op_traits(op, settings.infer))
    attributes = [
        _attribute_row(a.name, a.attr.record, settings.hugo) for a in op.attributes
    ]
    attributes += _derived_attributes(record, settings.hugo)
    return OpDoc(
        op.operation_name,
        op_class_name(record, settings.strip_prefix),
        summary_block(op.summary) if llvm_trim(op.summary) else "",
        _assembly_format(record),
        description_block(op.description) if llvm_trim(op.description) else "",
        traits,
        interfaces,
        effects,
        tuple(attributes),
        tuple(_row(v.name, v.constraint.constraint.record) for v in op.operands),
        tuple(_row(v.name, v.constraint.constraint.record) for v in op.results),
        tuple(_row(s.name, s.successor.constraint.record) for s in op.successors),
        op.mnemonic,
    )


def _row(name: str, record: Record) -> NamedRow:
    """A named-constraint row: `` `name` `` (or unnamed) and the summary."""
    return NamedRow(f"`{name}`" if name else UNNAMED, constraint_summary(record))


# --- attributes, types, enums -------------------------------------------------


def _parameter_syntax(dag: DagInit, index: int) -> tuple[str, str]:
    """``AttrOrTypeParameter``'s syntax and C++ type."""
    arg = dag.args[index]
    if isinstance(arg, StringInit):
        return arg.value, arg.value
    if isinstance(arg, DefInit):
        cpp_type = string_field(arg.record, "cppType")
        syntax = raw_field(arg.record, "syntax")
        return (syntax.value if isinstance(syntax, StringInit) else cpp_type), cpp_type
    return "", ""


def def_doc(def_: AttrOrTypeDef) -> DefDoc:
    """The documentation model of an AttrDef or TypeDef."""
    dag = raw_field(def_.record, "parameters")
    params = def_.parameters
    syntaxes = (
        [_parameter_syntax(dag, i)[0] for i in range(len(params))]
        if isinstance(dag, DagInit)
        else []
    )
    inline = ""
    lines: tuple[str, ...] = ()
    if def_.mnemonic is not None and not def_.has_custom_assembly_format:
        prefix = "#" if def_.is_attr else "!"
        head = f"{prefix}{def_.dialect_name}.{def_.mnemonic}"
        if not params:
            inline = head
        else:
            last = len(params) - 1
            rows = [
                f"  {syntax}{',' if i < last else ''}   # {p.name}"
                for i, (syntax, p) in enumerate(zip(syntaxes, params))
            ]
            lines = (head + "<", *rows, ">")
    return DefDoc(
        def_.cpp_class_name,
        summary_block(def_.summary),
        inline,
        lines,
        description_block(def_.description),
        tuple(ParameterRow(p.name, p.cpp_type, p.summary) for p in params),
    )


def enum_doc(info: EnumInfo) -> EnumDoc:
    """The documentation model of an enum."""
    return EnumDoc(
        info.class_name,
        summary_block(info.summary),
        tuple(CaseRow(c.symbol, c.value, c.string) for c in info.cases),
    )


def dialect_of(record: Record, field: str = "dialect") -> Record | None:
    """The dialect def a def belongs to."""
    return def_field(record, field)


def doc_group_of(record: Record) -> Record | None:
    """The ``OpDocGroup`` an op is documented under, if any."""
    return def_field(record, "opDocGroup")


__all__ = [
    "AttributeRow",
    "CaseRow",
    "ConstraintDoc",
    "DefDoc",
    "DocSettings",
    "EnumDoc",
    "NamedRow",
    "OpDoc",
    "OpGroupDoc",
    "ParameterRow",
    "constraint_doc",
    "constraint_summary",
    "def_doc",
    "dialect_of",
    "doc_group_of",
    "enum_doc",
    "op_class_name",
    "op_doc",
    "required_string",
]
