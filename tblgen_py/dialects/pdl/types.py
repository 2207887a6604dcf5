"""``pdl`` dialect: ``!pdl.range<...>``, the one PDL type with C++ syntax
(MLIR's PDLTypes.cpp): its element is a PDL type written without ``!pdl.``
(``!pdl.range<value>``), never another range.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.runtime.ods.attrdef import register_assembly_hooks, register_verifier

if TYPE_CHECKING:
    from tblgen_py.runtime.text.dialect_asm import DialectAsmParser, DialectAsmPrinter

_ELEMENTS = "[!pdl.attribute, !pdl.operation, !pdl.type, !pdl.value]"


def _is_range(ty: object) -> bool:
    return getattr(ty, "DIALECT", None) == "pdl" and getattr(ty, "MNEMONIC", "") == (
        "range"
    )


def parse_range(parser: DialectAsmParser, type: object) -> object:
    """``RangeType::parse``: `<` pdl-type-body `>`."""
    name_loc = _name_loc(parser)
    parser.parse_punct("<")
    at = parser.current_location()
    element = _parse_pdl_type(parser, name_loc)
    parser.parse_punct(">")
    if _is_range(element):
        parser.error(
            f"element of pdl.range cannot be another range, but got'{element}'", at
        )
    cls = parser.parser.dialect_value_class("pdl", "range", True)
    assert cls is not None  # this hook is the class's parser
    return getattr(cls, "get")(element)


def _name_loc(parser: DialectAsmParser) -> int:
    """``getNameLoc``: where the mnemonic of the type being parsed starts."""
    here = parser.current_location()
    found = parser.parser.source.text.rfind("range", 0, here)
    return found if found >= 0 else here


def _parse_pdl_type(parser: DialectAsmParser, name_loc: int) -> object:
    """``parsePDLType``: a PDL type by its mnemonic (``generatedTypeParser``);
    an unknown one is reported at the range type's name."""
    tag = parser.parse_optional_keyword() or ""
    cls = parser.parser.dialect_value_class("pdl", tag, True) if tag else None
    if cls is None or getattr(cls, "MNEMONIC", None) != tag:
        parser.error(f"invalid 'pdl' type: `{tag}'", name_loc)
    return getattr(cls, "parse")(parser, None)


def print_range(value: object, printer: DialectAsmPrinter) -> None:
    """``RangeType::print``: the element's mnemonic and body in angle brackets."""
    element = getattr(value, "element_type")
    body = getattr(element, "print_body", None)
    text = getattr(element, "MNEMONIC", None) or ""
    if body is not None:
        text += body(printer.printer)
    printer.write(f"<{text}>")


def verify_range(element: object) -> str | None:
    """``RangeType::verify``: the element is a PDL type other than a range."""
    if getattr(element, "DIALECT", None) != "pdl" or _is_range(element):
        return (
            f"expected element of pdl.range to be one of {_ELEMENTS}, but got "
            f"'{element}'"
        )
    return None


register_assembly_hooks("pdl.RangeType", parse_range, print_range)
register_verifier("pdl.RangeType", verify_range)
