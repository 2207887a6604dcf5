"""``#smt.bv<5> : !smt.bv<32>``: ``BitVectorAttr``'s C++ syntax (MLIR's
``SMTAttributes.cpp``).

The attribute is an ``APInt``: its width is part of its value and gives its
type (``BitVectorAttr::getType``).  The generated class keeps the value (as
``APInt`` prints it: signed); the width rides on a subclass per bit-vector
type (``typed_class``), so ``#smt.bv<1> : !smt.bv<8>`` and ``... !smt.bv<4>``
are different attributes that print their type.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.runtime.ods.attrdef import register_assembly_hooks

if TYPE_CHECKING:
    from tblgen_py.runtime.text.attr_printer import AttrTypePrinter
    from tblgen_py.runtime.text.dialect_asm import DialectAsmParser, DialectAsmPrinter

__all__ = ["bit_width", "signed_value", "typed_class"]

_TYPED: dict[tuple[type, object], type] = {}


def bit_width(ty: object) -> int | None:
    """The width of ``!smt.bv<width>``, or None for another type."""
    if getattr(ty, "DIALECT", None) != "smt" or getattr(ty, "MNEMONIC", None) != "bv":
        return None
    width = getattr(ty, "width", None)
    return width if isinstance(width, int) else None


def signed_value(value: int, width: int) -> int:
    """``value``'s low ``width`` bits as a two's complement number."""
    bits = value & ((1 << width) - 1)
    return bits - (1 << width) if width and bits >> (width - 1) else bits


def _print_typed(self: object, printer: AttrTypePrinter) -> str:
    """``#smt.bv<value> : !smt.bv<width>`` (the type always printed)."""
    base = super(type(self), self).print_mlir(printer)  # type: ignore[misc]
    return str(base) + " : " + printer.print_type(getattr(self, "TYPE"))


def typed_class(cls: type, ty: object) -> type:
    """The subclass of the generated ``BitVectorAttr`` for values of type ``ty``."""
    key = (cls, ty)
    found = _TYPED.get(key)
    if found is None:
        body = {"__slots__": (), "TYPE": ty, "print_mlir": _print_typed}
        found = _TYPED[key] = type(cls.__name__, (cls,), body)
    return found


def _needed_bits(value: int) -> int:
    """``getSignificantBits`` of a negative value, ``getActiveBits`` otherwise."""
    return (~value).bit_length() + 1 if value < 0 else value.bit_length()


def parse_bit_vector(parser: DialectAsmParser, type: object) -> object:
    """``BitVectorAttr::parse``: `<` integer `>`, typed by the trailing type."""
    at = parser.current_location()
    parser.parse_punct("<")
    value = parser.parse_integer()
    parser.parse_punct(">")
    width = bit_width(type)
    if width is None:
        parser.error("explicit bit-vector type required", at)
    if width < _needed_bits(value):
        parser.error(f"integer value out of range for given bit-vector type {type}", at)
    cls = parser.parser.dialect_value_class("smt", "bv", False)
    assert cls is not None  # this hook is the class's parser
    return getattr(typed_class(cls, type), "build")(signed_value(value, width))


def print_bit_vector(value: object, printer: DialectAsmPrinter) -> None:
    """``BitVectorAttr::print``: `<` the value, signed `>`."""
    printer.write(f"<{getattr(value, 'value')}>")


register_assembly_hooks("smt.BitVectorAttr", parse_bit_vector, print_bit_vector)
