"""``llvm`` dialect: the ``members`` of ``#llvm.tbaa_type_desc``, written
``{<#type_desc, offset>, ...}`` (``LLVM_TBAAMemberAttrArray``'s C++ parser and
printer: a braced, non-empty list of ``#llvm.tbaa_member`` bodies)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.runtime.ods.attr_params import dialect_class, register_parameter_hooks

if TYPE_CHECKING:
    from tblgen_py.runtime.text.dialect_asm import DialectAsmParser, DialectAsmPrinter

__all__ = ["parse_members", "print_members"]

_MEMBER = "mlir::LLVM::TBAAMemberAttr"
_NODES = ("TBAARootAttr", "TBAATypeDescriptorAttr")


def parse_members(parser: DialectAsmParser) -> tuple[object, ...]:
    """``{`` member (``,`` member)* ``}``; a member is ``<typeDesc, offset>``
    (or a full ``#llvm.tbaa_member<...>`` attribute)."""
    parser.parse_punct("{")
    members = parser.parse_comma_separated_list(lambda: _parse_member(parser))
    parser.parse_punct("}")
    return tuple(members)


def _parse_member(parser: DialectAsmParser) -> object:
    """``<typeDesc, offset>`` (``typeDesc`` a TBAA root or type descriptor)."""
    member = dialect_class(_MEMBER)
    at = parser.current_location()
    if member is None or not parser.at_punct("<"):
        value = parser.parse_attribute()
        if member is None or not isinstance(value, member):
            parser.error("invalid kind of attribute specified", at)
        return value
    parser.parse_punct("<")
    at = parser.current_location()
    node = parser.parse_attribute()
    if not any(isinstance(node, cls) for cls in _node_classes()):
        parser.error("invalid kind of attribute specified", at)
    parser.parse_punct(",")
    offset = parser.parse_integer()
    parser.parse_punct(">")
    return member.get(node, offset)  # type: ignore[attr-defined]


def _node_classes() -> list[type]:
    """``TBAANodeAttr``'s kinds: the root and the type descriptor."""
    found = (dialect_class(f"mlir::LLVM::{name}") for name in _NODES)
    return [cls for cls in found if cls is not None]


def print_members(printer: DialectAsmPrinter, members: object) -> None:
    """``{<#type_desc, 0>, ...}`` (each member stripped of its mnemonic)."""
    printer.write("{")
    for index, member in enumerate(members if isinstance(members, tuple) else ()):
        if index:
            printer.write(", ")
        printer.print_stripped(member)
    printer.write("}")


register_parameter_hooks(
    "llvm.TBAATypeDescriptorAttr", "members", parse_members, print_members
)
