"""``!async.value<f32>`` (AsyncTypes.cpp's ``ValueType::parse``/``print``):
the type of the value an async computation produces, in angle brackets."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.runtime.ods.attrdef import register_assembly_hooks

if TYPE_CHECKING:
    from tblgen_py.runtime.text.dialect_asm import DialectAsmParser, DialectAsmPrinter


def parse_value(parser: DialectAsmParser, type: object) -> object:
    """`<` type `>`."""
    parser.parse_punct("<")
    value_type = parser.parse_type()
    parser.parse_punct(">")
    cls = parser.parser.dialect_value_class("async", "value", True)
    assert cls is not None  # this hook is the class's parser
    return getattr(cls, "get")(value_type)


def print_value(value: object, printer: DialectAsmPrinter) -> None:
    """``<f32>``."""
    inner = printer.printer.print_type(getattr(value, "value_type"))
    printer.write(f"<{inner}>")


register_assembly_hooks("async.ValueType", parse_value, print_value)
