"""Default values of an op's attributes, as generated op classes hold them.

MLIR fills in every ``DefaultValuedAttr`` that an op is created without
(``populateDefaultProperties``), and an op's declarative format elides an
attribute equal to its default.  The generated class lists each default in
``_ODS_DEFAULTS`` as ``(name, value)``: the MLIR text of the attribute (a
dialect ``EnumAttr``, parsed at run time with the
context's dialects, so it is the same object the parser makes) or a
``lambda`` calling the attribute's builder conversion on a literal, or the
``get`` of a dialect attribute class (``dialect_get``), or an
``OperationNameOf`` a C++ op class (resolved with the context's dialects).
"""

from __future__ import annotations

import re

from tblgen_py.backends.dialect_get import attr_get_source
from tblgen_py.backends.names import cpp_literal, py_string
from tblgen_py.backends.prop_kinds import default_source as prop_default_source
from tblgen_py.ods.attr_convert import (
    const_builder_call,
    conversion,
    enum_of,
    format_enum_of,
)
from tblgen_py.ods.attributes import Attribute
from tblgen_py.ods.enums import EnumCase, EnumInfo
from tblgen_py.ods.fields import string_field
from tblgen_py.ods.operator import NamedAttribute, NamedProperty, Operator
from tblgen_py.records.record import Record


def op_defaults(op: Operator) -> list[tuple[str, str | None]]:
    """``(name, value source)`` of each default MLIR populates (not those of
    optional attributes; enum properties, which always hold a value, after the
    attributes); the source is None when it has no Python spelling."""
    found: list[tuple[str, str | None]] = []
    for named in op.attributes:
        attr = named.attr
        if not attr.has_default or attr.is_optional or attr.is_derived:
            continue
        if attr.is_unit and attr.default_value.strip() == "false":
            continue  # the builder call of ``false`` makes no attribute
        found.append((named.name, default_source(named)))
    for prop in op.properties:  # a property's storage starts at its default
        source = prop_default_source(prop.prop)
        if source is not None:
            found.append((prop.name, f"lambda: {source}"))
            continue
        record = format_enum_of(prop.prop)
        if record is not None:
            found.append((prop.name, _enum_prop_default(prop, record)))
    return found


def _enum_prop_default(named: NamedProperty, record: Record) -> str:
    """An enum property's default: its ``defaultValue`` case (cases joined by
    ``|`` for a bit enum), else zero, as the C++ storage is value-initialized."""
    info = EnumInfo.from_record(record)
    value = 0
    for part in named.prop.default_value.split("|"):
        case = _case(info, part.strip()) if part.strip() else None
        value |= case.value if case is not None else 0
    return f"lambda: _ods_convert.integer({value}, {info.bitwidth})"


def optional_defaults(op: Operator) -> list[tuple[str, str]]:
    """``(name, value source)`` of the optional attributes with a default
    (``DefaultValuedOptionalAttr``), those with a Python spelling."""
    found: list[tuple[str, str]] = []
    for named in op.attributes:
        attr = named.attr
        if not attr.has_default or not attr.is_optional or attr.is_derived:
            continue
        source = default_source(named)
        if source is not None:
            found.append((named.name, source))
    return found


def default_source(named: NamedAttribute) -> str | None:
    """Python source of the default attribute of ``named`` (see module doc)."""
    attr = named.attr
    value = " ".join(attr.default_value.split())
    if attr.is_unit:
        return None
    ref = enum_of(attr)
    if ref is not None and ref.dialect:
        text = _dialect_enum_text(attr, value)
        return py_string(text) if text is not None else None
    if ref is not None:
        info = EnumInfo.from_record(ref.record)
        case = _case(info, value)
        if case is None:
            return None
        return f"lambda: _ods_convert.integer({case.value}, {info.bitwidth})"
    built = attr_get_source(const_builder_call(attr), value)
    if built is not None:
        return f"lambda: {built}"
    builder = conversion(attr, named.name).builder
    op_class = _OPERATION_NAME.match(value)
    if op_class is not None and builder.startswith("_ods_convert.string("):
        return f"_ods_convert.OperationNameOf({py_string(op_class.group(1))})"
    literal = _value_initialized(builder) if value == "{}" else cpp_literal(value)
    if literal is None:
        literal = _static_cast(value)
    if literal is None or builder.startswith("_ods_convert.attribute("):
        return None
    if builder.startswith("_ods_convert.unit("):
        return None
    return "lambda: " + builder.replace("{v}", literal)


_VALUE_INITIALIZED = {
    "_ods_convert.array(": "[]",
    "_ods_convert.bool_array(": "[]",
    "_ods_convert.boolean(": "False",
    "_ods_convert.dense_array(": "[]",
    "_ods_convert.dictionary(": "{}",
    "_ods_convert.int_array(": "[]",
    "_ods_convert.integer(": "0",
    "_ods_convert.string(": '""',
}
"""The literal of ``{}`` (a value-initialized builder argument: an empty
list, dictionary or string, zero, false) per builder conversion."""

_OPERATION_NAME = re.compile(r"^((?:::)?(?:\w+::)+\w+)::getOperationName\(\)$")
"""``ns::NameOp::getOperationName()``: the name of another op, by C++ class."""

_STATIC_CAST = re.compile(
    r"^static_cast<\s*(?:std::)?(u?)int(8|16|32|64)_t\s*>\((.*)\)$"
)


def _value_initialized(builder: str) -> str | None:
    """``{}`` as the argument of ``builder``."""
    return next(
        (text for head, text in _VALUE_INITIALIZED.items() if builder.startswith(head)),
        None,
    )


def _static_cast(value: str) -> str | None:
    """``static_cast<uint64_t>(-1)``: the literal converted to a fixed-width
    integer type (wrapped as C++ does)."""
    match = _STATIC_CAST.match(value)
    literal = cpp_literal(match.group(3)) if match is not None else None
    if match is None or literal is None or not literal.lstrip("-").isdigit():
        return None
    unsigned, width = match.group(1) == "u", int(match.group(2))
    bits = int(literal) & ((1 << width) - 1)
    if not unsigned and bits >> (width - 1):
        bits -= 1 << width
    return str(bits)


def _dialect_enum_text(attr: Attribute, value: str) -> str | None:
    """``#dialect.mnemonic<case>`` of a C++ enumerant, or of ``{}`` (the zero
    value of a bit enum)."""
    ref = enum_of(attr)
    assert ref is not None
    info = EnumInfo.from_record(ref.record)
    if value == "{}":
        zero = [case.string for case in info.cases if case.value == 0]
        if not zero:
            return None
        body = zero[0]
    else:
        case = _case(info, value)
        if case is None:
            return None
        body = case.string
    form = " ".join(string_field(attr.base, "assemblyFormat").split())
    if form == "$value":  # not a pretty form: the generic dialect attribute
        return f"#{ref.dialect}<{ref.mnemonic} {body}>"
    if form not in ("", "`<` $value `>`"):
        return None
    return f"#{ref.dialect}.{ref.mnemonic}<{body}>"


def _case(info: EnumInfo, value: str) -> EnumCase | None:
    """The case a C++ enumerant (``ns::Enum::sym``) names (not ``a | b``)."""
    if "|" in value:
        return None
    symbol = value.rsplit("::", 1)[-1]
    return next((case for case in info.cases if case.symbol == symbol), None)
