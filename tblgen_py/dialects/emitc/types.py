"""``!emitc.array<4x2xi32>`` (EmitC.cpp's ``ArrayType::parse``/``print``):
static dimensions, each followed by ``x``, then an element type EmitC can
hold in an array."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.types import FloatType, IndexType, IntegerType
from tblgen_py.runtime.ods.attrdef import register_assembly_hooks

if TYPE_CHECKING:
    from tblgen_py.runtime.text.dialect_asm import DialectAsmParser, DialectAsmPrinter

__all__ = ["is_valid_element_type"]


def _is(value: object, mnemonic: str) -> bool:
    return getattr(value, "DIALECT_MNEMONIC", None) == ("emitc", mnemonic)


def is_valid_element_type(ty: object) -> bool:
    """``ArrayType::isValidElementType``: a pointer, a supported float or an
    integer, index or opaque type."""
    if _is(ty, "ptr") or _is(ty, "opaque") or isinstance(ty, IndexType):
        return True
    if any(_is(ty, name) for name in ("size_t", "ssize_t", "ptrdiff_t")):
        return True
    if isinstance(ty, IntegerType):
        return ty.width in (1, 8, 16, 32, 64)
    return isinstance(ty, FloatType) and ty.name in ("f16", "bf16", "f32", "f64")


def parse_array(parser: DialectAsmParser, type: object) -> object:
    """`<` (dim `x`)+ element-type `>`."""
    parser.parse_punct("<")
    dims = parser.parse_dimension_list(allow_dynamic=False)
    type_at = parser.current_location()
    element = parser.parse_type()
    if not is_valid_element_type(element):  # the type streams in quoted
        parser.error(f"invalid array element type ''{element}''", type_at)
    parser.parse_punct(">")
    if not dims:  # ArrayType::verify, at the mnemonic
        parser.error("shape must not be empty", parser.name_location())
    cls = parser.parser.dialect_value_class("emitc", "array", True)
    assert cls is not None  # this hook is the class's parser
    return getattr(cls, "get")(tuple(dims), element)


def print_array(value: object, printer: DialectAsmPrinter) -> None:
    """``<4x2xi32>``."""
    dims = "".join(f"{dim}x" for dim in getattr(value, "shape"))
    element = printer.printer.print_type(getattr(value, "element_type"))
    printer.write(f"<{dims}{element}>")


register_assembly_hooks("emitc.ArrayType", parse_array, print_array)
