"""Accessor members of a generated op class (and of its adaptor)."""

from __future__ import annotations

import re

from tblgen_py.backends.names import (
    RUNTIME_RESERVED,
    accessor_name,
    py_string,
    sanitize_name,
)
from tblgen_py.backends.enums import enum_ref, member_name, table_ref
from tblgen_py.ods.attr_convert import (
    AttrConversion,
    conversion,
    enum_of,
    prop_enum_of,
)
from tblgen_py.ods.attributes import Attribute
from tblgen_py.ods.enums import EnumInfo
from tblgen_py.ods.constraints import Arity
from tblgen_py.ods.lazy_re import LazyPattern
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.ods.operator import (
    NamedAttribute,
    NamedProperty,
    NamedTypeConstraint,
    Operator,
)


class Member(NamedTuple):
    """One member of a generated class: its source lines (class-body indent)."""

    name: str
    lines: tuple[str, ...]


def _prop(name: str, ret: str, body: list[str]) -> Member:
    """A read-only ``@property``."""
    lines = ["    @property", f"    def {name}(self) -> {ret}:"]
    lines += [f"        {line}" for line in body]
    return Member(name, tuple(lines))


def _setter(name: str, accept: str, body: list[str]) -> Member:
    """The ``@x.setter`` of property ``name``."""
    lines = [f"    @{name}.setter", f"    def {name}(self, value: {accept}) -> None:"]
    lines += [f"        {line}" for line in body]
    return Member(name + ".setter", tuple(lines))


def value_name(
    entity: NamedTypeConstraint, index: int, kind: str, lone: bool = False
) -> str:
    """The Python name of an operand or result (unnamed ones get a position)."""
    if entity.name:
        return sanitize_name(entity.name)
    if kind == "res" and lone:
        return "result"
    return f"_gen_{kind}_{index}"


def _accessor(name: str) -> str:
    """A sanitized value name as an accessor (runtime API names get ``_``)."""
    return name + "_" if name in RUNTIME_RESERVED else name


def operand_members(op: Operator, adaptor: bool) -> list[Member]:
    """Accessors of the operand groups."""
    operands = op.operands
    simple = not any(o.arity.is_variable for o in operands)
    members = []
    for index, operand in enumerate(operands):
        if not operand.name:
            continue
        arg_index = op.arguments.index(operand)
        name = _accessor(value_name(operand, arg_index, "arg"))
        members.append(_group_member(name, index, operand, "operand", simple, adaptor))
    return members


def result_members(op: Operator) -> list[Member]:
    """Accessors of the result groups."""
    results = op.results
    simple = not any(r.arity.is_variable for r in results)
    members = []
    for index, result in enumerate(results):
        if not result.name:
            continue
        name = value_name(result, index, "res", len(results) == 1)
        lone = len(results) == 1 and result.arity is Arity.SINGLE
        if not (name == "result" and lone):
            name = _accessor(name)
        members.append(_group_member(name, index, result, "result", simple, False))
    return members


def _group_member(
    name: str,
    index: int,
    entity: NamedTypeConstraint,
    kind: str,
    simple: bool,
    adaptor: bool,
) -> Member:
    """The accessor of one operand or result group."""
    value = "_ods_ir.Value" if kind == "operand" else "_ods_ir.OpResult"
    arity = entity.arity
    if arity is Arity.SINGLE:
        if simple and kind == "operand":
            source = "self.operands" if adaptor else "self.operand_uses"
            suffix = "" if adaptor else ".value"
            return _prop(name, value, [f"return {source}[{index}]{suffix}"])
        if simple:
            return _prop(name, value, [f"return self.results[{index}]"])
        return _prop(name, value, [f"return self._ods_{kind}({index})"])
    if arity is Arity.OPTIONAL:
        return _prop(
            name, f"{value} | None", [f"return self._ods_optional_{kind}({index})"]
        )
    if arity is Arity.VARIADIC:
        return _prop(name, f"list[{value}]", [f"return self._ods_{kind}s({index})"])
    sizes = py_string(entity.constraint.segment_attr_name)
    return _prop(
        name,
        f"list[list[{value}]]",
        [f"return self._ods_{kind}_groups({index}, {sizes})"],
    )


def attribute_members(op: Operator, taken: set[str], adaptor: bool) -> list[Member]:
    """Getter (converted value), raw getter and setter of each attribute."""
    members: list[Member] = []
    for named in op.attributes:
        if named.attr.is_derived:
            continue
        members += _attribute_accessors(named, taken, adaptor)
    for prop in op.properties:
        members.append(_property_accessor(prop))
        if not adaptor:
            members += _property_setter(prop)
    return members


def _attribute_accessors(
    named: NamedAttribute, taken: set[str], adaptor: bool
) -> list[Member]:
    """The members of one attribute."""
    name = accessor_name(named.name)
    key = py_string(named.name)
    conv = enum_conversion(named.attr, conversion(named.attr, named.name))
    attr = named.attr
    members = []
    if attr.is_unit:
        members.append(_prop(name, "bool", [f"return self._ods_has_attr({key})"]))
    elif attr.has_default and _default_literal(attr.default_value, conv.value_type):
        default = _default_literal(attr.default_value, conv.value_type)
        members.append(
            _prop(
                name,
                conv.value_type,
                [
                    f"attr = self.get_attr({key})",
                    "if attr is None:",
                    f"    return {default}",
                    f"return {_get(conv, 'attr')}",
                ],
            )
        )
    elif attr.is_optional or attr.has_default:
        members.append(
            _prop(
                name,
                f"{conv.value_type} | None",
                [
                    f"attr = self.get_attr({key})",
                    "if attr is None:",
                    "    return None",
                    f"return {_get(conv, 'attr')}",
                ],
            )
        )
    else:
        members.append(
            _prop(
                name,
                conv.value_type,
                [f"return {_get(conv, f'self._ods_required_attr({key})')}"],
            )
        )
    if adaptor:
        return members
    members.append(_attr_setter(named, name, key))
    raw = name + "_attr"
    if raw not in taken:
        body = [f"return _ods_convert.as_attr(self.get_attr({key}))"]
        members.append(_prop(raw, "_ods_ir.Attribute | None", body))
    return members


def enum_conversion(attr: Attribute, conv: AttrConversion) -> AttrConversion:
    """An enum attribute's getter returns the enum member (module-level enum)."""
    ref = enum_of(attr)
    if ref is None:
        return conv
    info = EnumInfo.from_record(ref.record)
    args = [enum_ref(info), table_ref(info), "{a}"]
    if ref.dialect:
        args += [py_string(ref.dialect), py_string(ref.mnemonic)]
    getter = f"_ods_enums.member({', '.join(args)})"
    accept = f"{enum_ref(info)} | {conv.accept_type}"
    return AttrConversion(accept, conv.builder, getter, enum_ref(info))


def _get(conv: AttrConversion, expr: str) -> str:
    """The getter applied to ``expr`` (a function name or a ``{a}`` template)."""
    if "{a}" in conv.getter:
        return conv.getter.replace("{a}", expr)
    return f"{conv.getter}({expr})"


_FLOAT = LazyPattern(r"^-?\d+\.\d*(e-?\d+)?f?$")


def _is_int(text: str) -> bool:
    """Whether ``text`` (stripped) is ``-?\\d+``."""
    return text.removeprefix("-").isdecimal()


def _string_body(text: str) -> str | None:
    """The body of ``"..."`` (stripped) without quotes or backslashes inside."""
    body = text[1:-1]
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        return None
    return None if '"' in body or "\\" in body else body


def _default_literal(text: str, value_type: str) -> str | None:
    """A C++ default value as a Python literal of the getter's type, if simple."""
    text = text.strip()
    if value_type == "int" and _is_int(text):
        return str(int(text))
    if value_type == "float" and (_FLOAT.match(text) or _is_int(text)):
        return repr(float(text.rstrip("f")))
    if value_type == "bool" and text in ("true", "false"):
        return "True" if text == "true" else "False"
    body = _string_body(text)
    if value_type == "str" and body is not None:
        return py_string(body)
    enum_case = re.fullmatch(r"(?:::)?(?:\w+::)*(\w+)::(\w+)", text)
    if enum_case and enum_case.group(1) == value_type.rsplit(".", 1)[-1]:
        return f"{value_type}.{member_name(enum_case.group(2))}"
    return None


def _attr_setter(named: NamedAttribute, name: str, key: str) -> Member:
    """The setter: a plain value goes through the builder conversion."""
    conv = enum_conversion(named.attr, conversion(named.attr, named.name))
    required = not (
        named.attr.is_optional or named.attr.has_default or named.attr.is_unit
    )
    accept = "bool | _ods_ir.Attribute" if named.attr.is_unit else conv.accept_type
    if required:
        converted = conv.builder.replace("{v}", "value")
        return _setter(name, accept, [f"self._ods_set_attr({key}, {converted})"])
    converted = conv.builder.replace("{v}", "value")
    return _setter(
        name,
        f"{accept} | None",
        [
            "if value is None:",
            f"    self._ods_set_attr({key}, None)",
            "else:",
            f"    self._ods_set_attr({key}, {converted})",
        ],
    )


def _property_accessor(named: NamedProperty) -> Member:
    """A property's stored value (an ``EnumProp``'s as its enum member, the
    default case when absent)."""
    name = accessor_name(named.name)
    key = py_string(named.name)
    info = prop_enum(named)
    if info is None:
        return _prop(name, "object", [f"return self.get_attr({key})"])
    member = f"_ods_enums.member({enum_ref(info)}, {table_ref(info)}, value)"
    default = _default_literal(named.prop.default_value, enum_ref(info))
    return _prop(
        name,
        enum_ref(info) if default else f"{enum_ref(info)} | None",
        [
            f"value = self.get_attr({key})",
            "if value is None:",
            f"    return {default or None}",
            f"return {member}",
        ],
    )


def _property_setter(named: NamedProperty) -> list[Member]:
    """Replace a property's stored value (an enum member is stored as an
    ``IntegerAttr``, as MLIR's ``EnumProp`` converts it); an ``EnumProp`` also
    gets the ``<name>_attr`` accessor of the stored attribute."""
    name = accessor_name(named.name)
    key = py_string(named.name)
    info = prop_enum(named)
    if info is None:
        return [_setter(name, "object", [f"self._ods_set_attr({key}, value)"])]
    converted = f"_ods_convert.integer(value, {info.bitwidth})"
    setter = _setter(
        name,
        f"{enum_ref(info)} | _ods_ir.Attribute | None",
        [f"self._ods_set_attr({key}, None if value is None else {converted})"],
    )
    body = [f"return _ods_convert.as_attr(self.get_attr({key}))"]
    return [setter, _prop(name + "_attr", "_ods_ir.Attribute | None", body)]


def prop_enum(named: NamedProperty) -> EnumInfo | None:
    """The generated enum an ``EnumProp`` property holds, if any."""
    record = prop_enum_of(named.prop)
    return None if record is None else EnumInfo.from_record(record)


def region_members(op: Operator) -> list[Member]:
    """Accessors of regions and successors."""
    members = []
    for index, region in enumerate(op.regions):
        name = accessor_name(region.name) if region.name else f"_gen_region_{index}"
        if region.region.arity is Arity.VARIADIC:
            members.append(
                _prop(name, "list[_ods_ir.Region]", [f"return self.regions[{index}:]"])
            )
        else:
            members.append(
                _prop(name, "_ods_ir.Region", [f"return self.regions[{index}]"])
            )
    for index, succ in enumerate(op.successors):
        name = accessor_name(succ.name) if succ.name else f"_gen_successor_{index}"
        if succ.successor.arity is Arity.VARIADIC:
            members.append(
                _prop(
                    name, "list[_ods_ir.Block]", [f"return self.successors[{index}:]"]
                )
            )
        else:
            members.append(
                _prop(
                    name,
                    "_ods_ir.Block",
                    [f"return self.successor_uses[{index}].block"],
                )
            )
    return members
