"""``#llvm.constant_range<iN, lower, upper>`` (LLVMAttrs.cpp): its C++ syntax,
the two bounds held as ``APIntValue``s of the type's width (written as signed
integers, as an ``APInt`` prints)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ods.attr_params import APIntValue
from tblgen_py.runtime.ods.attrdef import register_assembly_hooks, register_verifier

if TYPE_CHECKING:
    from tblgen_py.runtime.text.dialect_asm import DialectAsmParser, DialectAsmPrinter

__all__ = ["signed", "unsigned"]


def signed(value: int, width: int) -> int:
    """``value`` truncated (or sign-extended) to ``width`` bits, as signed."""
    value &= (1 << width) - 1
    return value - (1 << width) if width and value >> (width - 1) else value


def unsigned(value: int, width: int) -> int:
    """``value`` as an unsigned ``width``-bit integer."""
    return value & ((1 << width) - 1)


def parse_constant_range(parser: DialectAsmParser, type: object) -> object:
    """``ConstantRangeAttr::parse``: `<` integer-type `,` int `,` int `>`."""
    start = parser.current_location()
    parser.parse_punct("<")
    width_type = parser.parse_type()
    width = width_type.width if isinstance(width_type, IntegerType) else 0
    parser.parse_punct(",")
    lower = parser.parse_integer()
    parser.parse_punct(",")
    upper = parser.parse_integer()
    parser.parse_punct(">")
    cls = parser.parser.dialect_value_class("llvm", "constant_range", False)
    if cls is None:
        parser.error("#llvm.constant_range is not loaded", start)
    lo = APIntValue(signed(lower, width), width)
    hi = APIntValue(signed(upper, width), width)
    return getattr(cls, "get")(lo, hi)


def print_constant_range(value: object, printer: DialectAsmPrinter) -> None:
    """``<iN, lower, upper>``."""
    lower = getattr(value, "lower")
    upper = getattr(value, "upper")
    width = getattr(lower, "width", 64)
    printer.write(f"<i{width}, {int(lower)}, {int(upper)}>")


def verify_constant_range(lower: object, upper: object) -> str | None:
    """``ConstantRangeAttr::verify``: both bounds of one width."""
    lo = getattr(lower, "width", None)
    hi = getattr(upper, "width", None)
    if lo != hi:
        return (
            "expected lower and upper to have matching bitwidths but got "
            f"{lo} vs. {hi}"
        )
    return None


register_assembly_hooks(
    "llvm.ConstantRangeAttr", parse_constant_range, print_constant_range
)
register_verifier("llvm.ConstantRangeAttr", verify_constant_range)
