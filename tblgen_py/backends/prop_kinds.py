"""The kind of an ODS property, as the runtime's ``prop_codecs`` model it.

MLIR's ``Properties.td`` gives each property kind C++ snippets: a printer, a
parser, an optional parser and the conversions to and from its attribute
form.  The library kinds (``IntProp``, ``BoolProp``, ``StringProp``,
``UnitProp``, ``EnumProp``, ``ArrayProp``/``IntArrayProp`` and
``OptionalProp`` of those, under ``DefaultValuedProp``/``ConfinedProp``) are
recognised from the def's classes and storage type, and their snippets are
checked to be the library's (a def that overrides one keeps no kind), so the
Python codec does what the C++ does.  ``codec_source`` is that codec's
constructor call, ``default_source`` the property's default value in its
attribute form (MLIR's ``defaultValue``/``storageTypeValueOverride``).
"""

from __future__ import annotations

import re

from tblgen_py.backends.enums import table_ref
from tblgen_py.backends.names import cpp_literal, py_string
from tblgen_py.ods.attr_convert import format_enum_of
from tblgen_py.ods.attributes import Property
from tblgen_py.ods.enums import EnumInfo
from tblgen_py.ods.fields import def_field, derives, string_field
from tblgen_py.records.record import Record

_P = "_ods_props."
ENUM_CODEC = f"{_P}EnumCodec"
_WRAPPERS = ("DefaultValuedProp", "ConfinedProp")
_INT_STORAGE = re.compile(r"^(?:::)?(?:std::)?(u?)int(8|16|32|64)_t$")
_OPTIONAL = re.compile(r"^std::optional<(.+)>$")
_ARRAY = re.compile(r"^::llvm::SmallVector<(.+)>$")
_PRINTERS = {
    "int": "$_printer.printInteger($_storage)",
    "bool": '$_printer << ($_storage ? "true" : "false")',
    "string": "$_printer.printString($_storage)",
    "unit": '$_printer << ($_storage ? "unit" : "unit_absent")',
}
"""The library printer of each leaf kind, whitespace-normalised."""


def _text(record: Record, field: str) -> str:
    return " ".join(string_field(record, field).split())


def leaf_record(record: Record) -> Record:
    """The property under ``DefaultValuedProp``/``ConfinedProp`` wrappers
    whose snippets are those of ``record`` (``record`` itself otherwise)."""
    seen = 0
    while seen < 16 and any(derives(record, w) for w in _WRAPPERS):
        inner = def_field(record, "baseProperty")
        if inner is None or _text(inner, "printer") != _text(record, "printer"):
            break
        if _text(inner, "parser") != _text(record, "parser"):
            break
        record = inner
        seen += 1
    return record


def _leaf_kind(record: Record) -> str | None:
    """``unit``/``bool``/``string``/``int`` of a library leaf, or None."""
    for kind, cls in (
        ("unit", "_cls_UnitProp"),
        ("bool", "_cls_BoolProp"),
        ("string", "_cls_StringProp"),
        ("int", "IntProp"),
    ):
        if derives(record, cls):
            return kind if _text(record, "printer") == _PRINTERS[kind] else None
    return None


def _storage_codec(storage: str, summary: str, printer: str) -> str | None:
    """The codec of an element (of an array or optional) named by its C++
    storage type, when the composed printer shows that kind's printer."""
    storage = storage.strip()
    if storage == "std::string" and "printString(" in printer:
        return f"{_P}StringCodec()"
    if storage == "bool":
        if summary.endswith("unit property") and "unit_absent" in printer:
            return f"{_P}UnitCodec()"
        if summary.endswith("boolean") and '"true" : "false"' in printer:
            return f"{_P}BoolCodec()"
        return None
    match = _INT_STORAGE.match(storage)
    if match is not None and "printInteger(" in printer:
        signed = "" if not match.group(1) else ", signed=False"
        return f"{_P}IntCodec({match.group(2)}{signed})"
    return None


def codec_source(prop: Property) -> str | None:
    """Python constructing the runtime codec of ``prop``, or None when its
    kind is not a library kind."""
    record = leaf_record(prop.record)
    storage = _text(record, "storageType")
    if derives(record, "EnumProp"):
        return _enum_codec(prop, record)
    kind = _leaf_kind(record)
    if kind is not None:
        if kind == "int":
            return _storage_codec(storage, "", "printInteger(")
        return f"{_P}{kind.capitalize()}Codec()"
    printer = _text(record, "printer")
    summary = string_field(record, "summary")
    if derives(record, "OptionalProp"):
        match = _OPTIONAL.match(storage)
        inner = match and _storage_codec(match.group(1), summary, printer)
        if not inner:
            return None
        return f"{_P}OptionalCodec({inner}, {'some<' not in printer})"
    if derives(record, "ArrayProp"):
        match = _ARRAY.match(storage)
        element = match and _storage_codec(match.group(1), summary, printer)
        if not element:
            return None
        dense = derives(record, "IntArrayProp") and "IntCodec" in element
        return f"{_P}ArrayCodec({element}{', dense=True' if dense else ''})"
    return None


def _enum_codec(prop: Property, record: Record) -> str | None:
    args = enum_codec_args(prop, record)
    return None if args is None else f"{ENUM_CODEC}({', '.join(args)})"


def enum_codec_args(prop: Property, record: Record | None = None) -> list[str] | None:
    """The arguments of an ``EnumProp``'s ``EnumCodec``: its enum's case
    table and width, the C++ enum and summary MLIR's messages name, the
    property's summary (its constraint), a ``NamedEnumProp``'s mnemonic and
    the storage class of an ``EnumPropWithAttrForm``'s attribute form."""
    enum = format_enum_of(prop)
    if enum is None:
        return None
    info = EnumInfo.from_record(enum)
    leaf = def_field(record or leaf_record(prop.record), "enum")
    cpp = string_field(leaf, "cppType") if leaf is not None else ""
    args = [
        table_ref(info),
        str(info.bitwidth),
        py_string(cpp),
        py_string(info.summary or info.cpp_namespace),
        py_string(prop.summary),
    ]
    mnemonic = string_field(prop.record, "mnemonic")
    form = _attr_form(prop.record)
    if mnemonic or form:
        args.append(py_string(mnemonic))
    if form:
        args.append(py_string(form))
    return args


def _attr_form(record: Record | None) -> str:
    """The C++ storage class of an ``EnumPropWithAttrForm``'s attribute form."""
    for _ in range(16):  # wrapper chains are short; never loop forever
        if record is None:
            return ""
        if derives(record, "EnumPropWithAttrForm"):
            form = def_field(record, "attrForm")
            return "" if form is None else string_field(form, "storageType").strip()
        following = def_field(record, "baseProperty")
        record = None if following is record else following
    return ""


def default_source(prop: Property) -> str | None:
    """Python building ``prop``'s default in its attribute form, or None
    (no default, or one without a Python spelling)."""
    value = (
        string_field(prop.record, "storageTypeValueOverride").strip()
        or prop.default_value.strip()
    )
    if not value:
        return None
    source = codec_source(prop)
    if source is None:
        return None
    if source.startswith(f"{ENUM_CODEC}("):
        return enum_default_source(prop, value)
    if source.startswith(f"{_P}OptionalCodec("):
        return "_ods_convert.array(())" if value == "std::nullopt" else None
    literal = cpp_literal(value)
    if literal is None:
        return None
    if source == f"{_P}UnitCodec()" or source == f"{_P}BoolCodec()":
        return (
            f"_ods_convert.boolean({literal})" if literal in ("True", "False") else None
        )
    if source == f"{_P}StringCodec()":
        return f"_ods_convert.string({literal})" if literal[0] in "'\"" else None
    match = re.match(r"^_ods_props\.IntCodec\((\d+)", source)
    if match is not None and literal.lstrip("-").isdigit():
        return f"_ods_convert.integer({literal}, {match.group(1)})"
    return None


def enum_default_source(prop: Property, value: str) -> str | None:
    """An ``EnumProp`` default ``Enum::case`` as its integer attribute."""
    record = format_enum_of(prop)
    if record is None:
        return None
    info = EnumInfo.from_record(record)
    symbol = value.rsplit("::", 1)[-1]
    found = [case.value for case in info.cases if case.symbol == symbol]
    if not found:
        return None
    return f"_ods_convert.integer({found[0]}, {info.bitwidth})"


def is_unit_prop(prop: Property) -> bool:
    """Whether ``prop`` is a ``UnitProp`` (an optional group's anchor that the
    group sets, as a ``UnitAttr``)."""
    return codec_source(prop) == f"{_P}UnitCodec()"
