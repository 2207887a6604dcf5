"""The syntax of ``!spirv.struct`` (``parseStructType`` and its printer):

    struct-type ::= `<` (identifier `,`)? `(` (type (`[` offset? decorations `]`)?)*
                    `)` (`,` decoration (`,` decoration)*)? `>`
                  | `<` identifier `>`            (a reference inside its definition)
    decoration  ::= Decoration (`=` attribute)?

Either every member has an offset or none does; a decoration whose value is
``unit`` (or absent) has no value."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.spirv.spirv_enums import enum_name
from tblgen_py.dialects.spirv.struct_type import (
    MemberDecoration,
    StructDecoration,
    StructType,
    struct_namespace,
)
from tblgen_py.dialects.spirv.type_syntax import parse_enum_parameter
from tblgen_py.runtime.ir.attributes import Attribute, UnitAttr
from tblgen_py.runtime.ir.types import Type
from tblgen_py.runtime.ods.attrdef import register_assembly_hooks

if TYPE_CHECKING:
    from tblgen_py.runtime.text.dialect_asm import DialectAsmParser, DialectAsmPrinter

_PRINTING: list[StructType] = []
"""The identified structs being printed (a nested one prints as its name)."""
_SHORTENED: set[StructType] = set()
"""Those of them printed by name inside themselves (texts not to reuse)."""
_OFFSETS_FOR_ALL = "offset specification must be given for all members"


def _decoration(parser: DialectAsmParser) -> tuple[object, object]:
    """A decoration keyword and its value (None when absent or ``unit``)."""
    decoration = parse_enum_parameter(parser, "Decoration")
    value = None
    if parser.parse_optional_punct("="):
        value = parser.parse_attribute()
        if isinstance(value, UnitAttr):
            value = None
    return decoration, value


def _parse_member_decorations(
    parser: DialectAsmParser,
    index: int,
    offsets: list[int],
    decorations: list[MemberDecoration],
) -> None:
    """`[` offset? (`,`? decoration (`,` decoration)*)? `]` after member ``index``."""
    at = parser.current_location()
    offset = parser.parse_optional_integer()
    if offset is not None:
        if offset >= 1 << 32 or offset < -(1 << 32):
            parser.error("integer value too large", at)
        if len(offsets) != index:
            parser.error(_OFFSETS_FOR_ALL, at)
        offsets.append(offset % (1 << 32))
    if parser.parse_optional_punct("]"):
        return
    if offset is not None:
        parser.parse_punct(",")
    for decoration, value in parser.parse_comma_separated_list(
        lambda: _decoration(parser)
    ):
        decorations.append((index, decoration, value))
    parser.parse_punct("]")


def _parse_identified(
    parser: DialectAsmParser, identifier: str, name_at: int
) -> tuple[StructType, bool]:
    """The struct named ``identifier``; True when the text was a reference."""
    namespace = struct_namespace(parser.parser.context)  # type: ignore[attr-defined]
    struct = StructType.get_identified(namespace, identifier)
    enclosing = struct in namespace.parsing
    if parser.parse_optional_punct(">"):
        if not enclosing:
            parser.error(
                "recursive struct reference not nested in struct definition", name_at
            )
        return struct, True
    parser.parse_punct(",")
    if enclosing:
        parser.error("identifier already used for an enclosing struct", name_at)
    return struct, False


def parse_struct(parser: DialectAsmParser, type: object) -> object:
    """See the module docstring."""
    name_at = parser.current_location() - len("struct")
    parser.parse_punct("<")
    identifier = parser.parse_optional_keyword() or ""
    if not identifier:
        return _parse_body(parser, None, name_at)
    struct, reference = _parse_identified(parser, identifier, name_at)
    if reference:
        return struct
    parsing = struct_namespace(parser.parser.context).parsing  # type: ignore[attr-defined]
    parsing.append(struct)
    try:
        return _parse_body(parser, struct, name_at)
    finally:
        parsing.pop()


def _parse_body(
    parser: DialectAsmParser, struct: StructType | None, name_at: int
) -> StructType:
    """`(` members `)` struct-decorations? `>`, for ``struct`` or a literal one."""
    parser.parse_punct("(")
    members: list[Type] = []
    offsets: list[int] = []
    member_decorations: list[MemberDecoration] = []
    struct_decorations: list[StructDecoration] = []
    if not (parser.parse_optional_punct(")") and parser.parse_optional_punct(">")):
        while True:
            members.append(parser.parse_type())
            if parser.parse_optional_punct("["):
                _parse_member_decorations(
                    parser, len(members) - 1, offsets, member_decorations
                )
            if not parser.parse_optional_punct(","):
                break
        if offsets and len(offsets) != len(members):
            parser.error(_OFFSETS_FOR_ALL, name_at)
        parser.parse_punct(")")
        if parser.parse_optional_punct(","):
            struct_decorations = parser.parse_comma_separated_list(
                lambda: _decoration(parser)
            )
        parser.parse_punct(">")
    body = (members, offsets, member_decorations, struct_decorations)
    if struct is None:
        return StructType.get(*body)
    if not struct.try_set_body(*body):
        parser.error(
            f"identified struct '{struct.identifier}' was already given a "
            "different body",
            name_at,
        )
    return struct


def attribute_without_type(printer: DialectAsmPrinter, value: Attribute) -> str:
    """``printAttributeWithoutType``: ``3`` for ``3 : i32``, ``dense<1>``."""
    text = printer.printer.print_attribute(value)
    ty = getattr(value, "type", None)
    if isinstance(ty, Type):
        suffix = " : " + printer.printer.print_type(ty)
        if text.endswith(suffix):
            return text[: -len(suffix)]
    return text


def _decoration_text(
    printer: DialectAsmPrinter, decoration: object, value: object
) -> str:
    text = enum_name(decoration)
    if isinstance(value, Attribute):
        text += "=" + attribute_without_type(printer, value)
    return text


def _member_text(printer: DialectAsmPrinter, struct: StructType, index: int) -> str:
    text = printer.printer.print_type(struct.element_types[index])
    parts = [str(struct.offsets[index])] if struct.has_offset() else []
    parts += [
        _decoration_text(printer, decoration, value)
        for _, decoration, value in struct.decorations_of(index)
    ]
    return text + (" [" + ", ".join(parts) + "]" if parts else "")


def print_struct(value: object, printer: DialectAsmPrinter) -> None:
    """``<(f32 [0], i32 [4])>``, ``<A, (...)>`` (``<A>`` inside A itself)."""
    assert isinstance(value, StructType)
    head = ""
    if value.is_identified():
        if value in _PRINTING:
            printer.write(f"<{value.identifier}>")
            _SHORTENED.add(value)
            return
        head = value.identifier + ", "
    mark = printer.printer.cache_mark()
    _PRINTING.append(value)
    try:
        members = [_member_text(printer, value, i) for i in range(value.num_elements)]
    finally:
        _PRINTING.pop()
    if value in _SHORTENED:  # the member texts hold this struct's short form
        _SHORTENED.discard(value)
        printer.printer.drop_cache_since(mark)
    tail = "".join(
        ", " + _decoration_text(printer, decoration, decoration_value)
        for decoration, decoration_value in value.struct_decorations
    )
    printer.write(f"<{head}({', '.join(members)}){tail}>")


register_assembly_hooks("spirv.StructType", parse_struct, print_struct)
