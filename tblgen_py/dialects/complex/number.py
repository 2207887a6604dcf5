"""``#complex.number<:f32 1.0, 0.0> : complex<f32>`` (ComplexAttributes.cpp):
the element type and the two parts, read as doubles and rounded to the
element type; printed as MLIR prints an ``APFloat`` (``1.000000e+00``), with
the attribute's type.  Its verifier wants a complex type of a float type."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.float_format import encode_float, to_python_float
from tblgen_py.runtime.ir.float_print import print_float
from tblgen_py.runtime.ir.types import ComplexType, FloatType
from tblgen_py.runtime.ods.attrdef import register_assembly_hooks, register_verifier

if TYPE_CHECKING:
    from tblgen_py.runtime.text.dialect_asm import DialectAsmParser, DialectAsmPrinter

__all__ = ["parse_number", "print_number", "verify_number"]


def parse_number(parser: DialectAsmParser, type: object) -> object:
    """``NumberAttr::parse``: `<` `:` type float `,` float `>`."""
    parser.parse_punct("<")
    parser.parse_punct(":")
    element = parser.parse_type()
    real = parser.parse_float()
    parser.parse_punct(",")
    imag = parser.parse_float()
    parser.parse_punct(">")
    if isinstance(element, FloatType):
        sem = element.semantics
        real = to_python_float(sem, encode_float(sem, real))
        imag = to_python_float(sem, encode_float(sem, imag))
    cls = parser.parser.dialect_value_class("complex", "number", False)
    assert cls is not None  # this hook is the class's parser
    return getattr(cls, "get")(real, imag, ComplexType.get(element))


def print_number(value: object, printer: DialectAsmPrinter) -> None:
    """``<:f32 1.000000e+00, 0.000000e+00>``."""
    type = getattr(value, "type_")
    element = type.element_type
    printer.write(f"<:{element} ")
    parts = []
    for part in (getattr(value, "real"), getattr(value, "imag")):
        sem = element.semantics
        parts.append(print_float(sem, encode_float(sem, part))[0])
    printer.write(", ".join(parts) + ">")


def verify_number(real: float, imag: float, type: object) -> str | None:
    """``NumberAttr::verify``."""
    if not isinstance(type, ComplexType):
        return f"complex attribute must be a complex type, got: {type}"
    if not isinstance(type.element_type, FloatType):
        return "element type of the complex attribute must be float like type."
    return None


register_assembly_hooks("complex.NumberAttr", parse_number, print_number)
register_verifier("complex.NumberAttr", verify_number)
