"""``llvm`` dialect: ``startLoc``/``endLoc`` of ``#llvm.loop_annotation``,
``FusedLoc`` parameters read and written as full location attributes
(``loc(fused<...>[...])`` or an alias of one), as ``FieldParser<FusedLoc>``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.attributes import Attribute
from tblgen_py.runtime.ir.location import FusedLoc
from tblgen_py.runtime.ods.attr_params import register_parameter_hooks

if TYPE_CHECKING:
    from tblgen_py.runtime.text.dialect_asm import DialectAsmParser, DialectAsmPrinter

__all__ = ["parse_fused_loc", "print_fused_loc"]


def parse_fused_loc(parser: DialectAsmParser) -> object:
    """A location attribute that must be a fused location."""
    at = parser.current_location()
    value = parser.parse_attribute()
    if not isinstance(value, FusedLoc):
        parser.error("invalid kind of attribute specified", at)
    return value


def print_fused_loc(printer: DialectAsmPrinter, value: object) -> None:
    """The location in full (``loc(...)``, or its alias)."""
    assert isinstance(value, Attribute)
    printer.print_attribute(value)


for _param in ("startLoc", "endLoc"):
    register_parameter_hooks(
        "llvm.LoopAnnotationAttr", _param, parse_fused_loc, print_fused_loc
    )
