"""How generated code converts attributes: builder calls and getter values.

The builder conversion is read from the attribute's ``constBuilderCall`` (MLIR's
``$_builder.getXAttr($0)`` spellings); the getter conversion from its
``storageType``.  Both name functions of ``tblgen_py.runtime.ods.convert``.
"""

from __future__ import annotations

from functools import lru_cache

from tblgen_py.ods.attributes import Attribute, Property, base_attr
from tblgen_py.ods.enums import enum_bitwidth
from tblgen_py.ods.fields import def_field, derives, string_field
from tblgen_py.ods.lazy_re import LazyPattern
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.records.record import Record


class AttrConversion(NamedTuple):
    """Python spellings for one attribute: accepted type, builder and getter."""

    accept_type: str
    builder: str
    getter: str
    value_type: str


_INT = r"\$_builder\.getIntegerType\((\d+)(?:,\s*/\*isSigned=\*/(true|false))?\)"

# A plain string is a literal the builder call contains.
_BUILDERS: tuple[tuple[LazyPattern | str, str, str], ...] = (
    ("getUnitAttr()", "bool", "_ods_convert.unit({v})"),
    (
        LazyPattern(r"getIntegerAttr\(" + _INT, needle="getIntegerAttr("),
        "int",
        "integer",
    ),
    ("getIntegerAttr($_builder.getIndexType()", "int", "_ods_convert.index({v})"),
    ("getIndexAttr(", "int", "_ods_convert.index({v})"),
    (
        LazyPattern(r"getI(\d+)IntegerAttr\(", needle="IntegerAttr("),
        "int",
        "_ods_convert.integer({v}, {w})",
    ),
    ("getBoolAttr(", "bool", "_ods_convert.boolean({v})"),
    (
        LazyPattern(r"getF(\d+)FloatAttr\(", needle="FloatAttr("),
        "float",
        "_ods_convert.floating({v}, {w})",
    ),
    ("getStringAttr(", "str", "_ods_convert.string({v})"),
    ("TypeAttr::get(", "_ods_ir.Type", "_ods_convert.type_attr({v})"),
    ("SymbolRefAttr::get(", "str", "_ods_convert.flat_symbol_ref({v})"),
    (
        LazyPattern(r"getDenseI(\d+)ArrayAttr\(", needle="getDenseI"),
        "Sequence[int]",
        "_ods_convert.dense_array({v}, {w})",
    ),
    (
        LazyPattern(r"getI(\d+)ArrayAttr\(", needle="getI"),
        "Sequence[int]",
        "_ods_convert.int_array({v}, {w})",
    ),
    (
        LazyPattern(r"getF(\d+)ArrayAttr\(", needle="getF"),
        "Sequence[float]",
        "_ods_convert.float_array({v}, {w})",
    ),
    ("getStrArrayAttr(", "Sequence[str]", "_ods_convert.str_array({v})"),
    ("getBoolArrayAttr(", "Sequence[bool]", "_ods_convert.bool_array({v})"),
    (
        "getDenseBoolArrayAttr(",
        "Sequence[bool]",
        "_ods_convert.dense_array({v}, 1)",
    ),
    ("getTypeArrayAttr(", "Sequence[_ods_ir.Type]", "_ods_convert.type_array({v})"),
    ("getArrayAttr(", "Sequence[_ods_ir.Attribute]", "_ods_convert.array({v})"),
    (
        "getDictionaryAttr(",
        "Mapping[str, _ods_ir.Attribute]",
        "_ods_convert.dictionary({v})",
    ),
)

_GETTERS: dict[str, tuple[str, str]] = {
    "::mlir::IntegerAttr": ("_ods_convert.to_int", "int"),
    "::mlir::BoolAttr": ("_ods_convert.to_bool", "bool"),
    "::mlir::FloatAttr": ("_ods_convert.to_float", "float"),
    "::mlir::StringAttr": ("_ods_convert.to_str", "str"),
    "::mlir::FlatSymbolRefAttr": ("_ods_convert.to_str", "str"),
    "::mlir::TypeAttr": ("_ods_convert.to_type", "_ods_ir.Type"),
    "::mlir::DenseI8ArrayAttr": ("_ods_convert.to_ints", "tuple[int, ...]"),
    "::mlir::DenseI16ArrayAttr": ("_ods_convert.to_ints", "tuple[int, ...]"),
    "::mlir::DenseI32ArrayAttr": ("_ods_convert.to_ints", "tuple[int, ...]"),
    "::mlir::DenseI64ArrayAttr": ("_ods_convert.to_ints", "tuple[int, ...]"),
}


class EnumRef(NamedTuple):
    """The enum an attribute holds: its ``EnumInfo`` record and, for a dialect
    ``EnumAttr`` (``#dialect.mnemonic<case>``), the dialect and mnemonic."""

    record: Record
    dialect: str = ""
    mnemonic: str = ""


def enum_of(attr: Attribute) -> EnumRef | None:
    """The enum of an enum attribute (``I32EnumAttr``, ``EnumAttr``...), or None."""
    return _enum_of_base(attr.base)


@lru_cache(maxsize=4096)  # asked for each accessor, setter and builder parameter
def _enum_of_base(base: Record) -> EnumRef | None:
    """``enum_of`` by the attribute's base def."""
    if derives(base, "EnumAttrInfo"):
        return EnumRef(base)
    if derives(base, "EnumAttr"):
        info = def_field(base, "enum")
        dialect = def_field(base, "dialect")
        mnemonic = string_field(base, "mnemonic")
        if info is None or dialect is None or not mnemonic:
            return None
        return EnumRef(info, string_field(dialect, "name"), mnemonic)
    return None


def prop_enum_of(prop: Property) -> Record | None:
    """The ``EnumInfo`` of an ``EnumProp`` (also inside ``DefaultValuedProp`` and
    other wrappers naming it as ``baseProperty``), or None.

    Not for ``EnumPropWithAttrForm``, whose stored value may be either form.
    """
    record: Record | None = prop.record
    for _ in range(16):  # wrapper chains are short; never loop forever
        if record is None or derives(record, "EnumPropWithAttrForm"):
            return None
        if derives(record, "EnumProp"):
            return def_field(record, "enum")
        following = def_field(record, "baseProperty")
        record = None if following is record else following
    return None


def format_enum_of(prop: Property) -> Record | None:
    """The ``EnumInfo`` an enum property prints and parses in a declarative
    format (any ``EnumProp``, with or without an attribute form), or None."""
    record: Record | None = prop.record
    for _ in range(16):  # wrapper chains are short; never loop forever
        if record is None:
            return None
        if derives(record, "EnumProp"):
            return def_field(record, "enum")
        following = def_field(record, "baseProperty")
        record = None if following is record else following
    return None


def const_builder_call(attr: Attribute) -> str:
    """The attribute's ``constBuilderCall``, looked up through its wrappers."""
    if attr.const_builder_call:
        return attr.const_builder_call
    return string_field(base_attr(attr.record), "constBuilderCall")


@lru_cache(maxsize=4096)  # asked for each accessor, builder and adaptor
def conversion(attr: Attribute, name: str) -> AttrConversion:
    """The builder and getter conversions of attribute ``name``."""
    call = const_builder_call(attr)
    accept, builder = _enum_builder(attr) or _builder_for(call, name)
    getter, value_type = _GETTERS.get(attr.storage_type, ("_ods_convert.to_attr", ""))
    if derives(attr.base, "EnumAttrInfo"):
        getter, value_type = "_ods_convert.to_int", "int"
    if attr.is_unit:
        getter, value_type = "", "bool"
    if not value_type:
        value_type = "_ods_ir.Attribute"
    accept_type = "_ods_ir.Attribute" if not accept else f"{accept} | _ods_ir.Attribute"
    return AttrConversion(accept_type, builder, getter, value_type)


def _enum_builder(attr: Attribute) -> tuple[str, str] | None:
    """Enum attributes: an ``IntegerAttr`` of the enum's width, or ``#d.m<case>``."""
    base = attr.base
    if derives(base, "EnumAttrInfo"):
        width = enum_bitwidth(base)
        return "int", f"_ods_convert.integer({{v}}, {width})"
    if derives(base, "EnumAttr"):
        dialect = def_field(base, "dialect")
        mnemonic = string_field(base, "mnemonic")
        if dialect is None or not mnemonic:
            return None
        args = f"{_quote(string_field(dialect, 'name'))}, {_quote(mnemonic)}"
        return "str", f"_ods_convert.dialect_enum({{v}}, {args})"
    return None


def _builder_for(call: str, name: str) -> tuple[str, str]:
    """``(accepted plain type, builder template with {v})`` for a builder call."""
    for pattern, accept, template in _BUILDERS:
        if isinstance(pattern, str):
            if pattern in call:
                return accept, template
            continue
        match = pattern.search(call)
        if match is None:
            continue
        if template == "integer":
            signed = {"true": "s", "false": "u"}.get(match.group(2) or "", "")
            sign = f', "{signed}"' if signed else ""
            return accept, f"_ods_convert.integer({{v}}, {match.group(1)}{sign})"
        width = match.group(1) if match.groups() else ""
        return accept, template.replace("{w}", width)
    return "", f"_ods_convert.attribute({{v}}, {_quote(name)})"


def _quote(text: str) -> str:
    """A double-quoted Python literal of an ODS name."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
