"""``DialectAsmParser`` / ``DialectAsmPrinter``: what attribute and type classes see.

MLIR hands a dialect's ``parseAttribute``/``parseType`` an ``AsmParser`` over the
text after ``#dialect.`` / ``!dialect.``, and its printer an ``AsmPrinter``.
These wrappers give generated ``parse``/``print`` code (and hand-written hooks
for ``hasCustomAssemblyFormat``, ``custom<...>`` directives and parameter
parsers) a narrow interface over the runtime's text parser and printer:

Parser: ``parse_keyword``, ``parse_optional_keyword``, ``parse_punct(text)`` /
``parse_optional_punct(text)`` (``<``, ``>``, ``,``, ``=``, ``:``, ``(``, ``)``,
``[``, ``]``, ``{``, ``}``, ``?``, ``+``, ``*``, ``->``, ``...``),
``parse_keyword_or_string``, ``parse_integer``, ``parse_optional_integer``, ``parse_float``,
``parse_string``, ``parse_optional_string``, ``parse_type``,
``parse_optional_type``, ``parse_attribute``, ``parse_optional_attribute``,
``parse_dimension_list``, ``parse_comma_separated_list``, ``current_location``,
``name_location`` and ``error``.
Printer: ``write``, ``print_type``, ``print_attribute``, ``print_string``,
``print_keyword_or_string``, ``print_stripped`` and ``text()``.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import TYPE_CHECKING, NoReturn, TypeVar

from tblgen_py.runtime.ir.attributes import Attribute
from tblgen_py.runtime.ir.types import Type
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.print_rules import keyword_or_string, quoted

if TYPE_CHECKING:
    from tblgen_py.runtime.text.attr_parser import AttrTypeParser
    from tblgen_py.runtime.text.attr_printer import AttrTypePrinter

_T = TypeVar("_T")
_KEYWORD_KINDS = (TokenKind.BARE_IDENT,)


class DialectAsmParser:
    """MLIR's ``DialectAsmParser`` over the runtime text parser."""

    __slots__ = ("parser", "op_name", "name_at")

    def __init__(
        self,
        parser: AttrTypeParser,
        op_name: str | None = None,
        name_at: int | None = None,
    ) -> None:
        self.parser = parser
        self.op_name = op_name
        """The custom op whose format reads the attribute or type through
        its ``OpAsmParser`` (``parseCustomAttributeWithFallback``): the
        errors emitted here are then that op's (``custom op '<name>'``)."""
        self.name_at = name_at
        """Where the value's mnemonic starts, when known (``getNameLoc``)."""

    # -- keywords and punctuation --------------------------------------------
    def parse_optional_keyword(self, *allowed: str) -> str | None:
        """A bare identifier (one of ``allowed`` when given), or None."""
        tok = self.parser.tok
        if tok.kind not in _KEYWORD_KINDS or (allowed and tok.text not in allowed):
            return None
        self.parser.consume()
        return tok.text

    def parse_keyword(self, expected: str | None = None) -> str:
        """A bare identifier (``expected`` when given); errors as MLIR's."""
        if expected is None:
            found = self.parse_optional_keyword()
            if found is None:
                self.parser.error_wrong_token("expected valid keyword")
            return found
        if self.parse_optional_keyword(expected) is None:
            self.parser.error_wrong_token(f"expected '{expected}'")
        return expected

    def parse_keyword_or_string(self) -> str:
        """A bare identifier or a string literal's value."""
        found = self.parse_optional_keyword()
        if found is None:
            found = self.parse_optional_string()
        if found is None:
            self.parser.error_wrong_token("expected valid keyword or string")
        return found

    def parse_optional_punct(self, text: str) -> bool:
        """Consume punctuation ``text`` if it is next."""
        tok = self.parser.tok
        if tok.text != text or tok.kind in (TokenKind.STRING, TokenKind.BARE_IDENT):
            return False
        self.parser.consume()
        return True

    def parse_punct(self, text: str) -> None:
        """Consume punctuation ``text`` or report ``expected 'text'``."""
        if not self.parse_optional_punct(text):
            self.parser.error_wrong_token(f"expected '{text}'")

    # -- literals --------------------------------------------------------------
    def parse_optional_integer(self) -> int | None:
        """A signed integer literal (``-`` allowed), or None."""
        p = self.parser
        negative = p.tok.kind is TokenKind.MINUS
        start = p.tok.start
        if negative:
            p.consume()
        if p.tok.kind is not TokenKind.INTEGER:
            if negative:
                p.reset_to(start)
            return None
        value = int(p.consume().text, 0)
        return -value if negative else value

    def parse_integer(self) -> int:
        """A signed integer literal."""
        value = self.parse_optional_integer()
        if value is None:
            self.parser.error_wrong_token("expected integer value")
        return value

    def parse_float(self) -> float:
        """A float literal, optionally negative, or a hexadecimal integer
        (the bit pattern of a ``double``), as MLIR's ``parseFloat``."""
        p = self.parser
        negative = p.tok.kind is TokenKind.MINUS
        if negative:
            p.consume()
        if p.tok.kind not in (TokenKind.FLOAT, TokenKind.INTEGER):
            p.error("expected floating point literal")  # at the token, as MLIR
        tok = p.tok
        if tok.kind is TokenKind.INTEGER:
            if not tok.text.startswith("0x"):
                p.error(
                    "unexpected decimal integer literal for a floating point value",
                    tok,
                    note="add a trailing dot to make the literal a float",
                )
            if negative:
                p.error(
                    "hexadecimal float literal should not have a leading minus", tok
                )
            if int(tok.text, 16) >> 64:
                p.error("hexadecimal float constant out of range for type", tok)
        text = p.consume().text
        value = _float(text)
        return -value if negative else value

    def parse_optional_string(self) -> str | None:
        """A string literal's value, or None."""
        tok = self.parser.tok
        if tok.kind is not TokenKind.STRING:
            return None
        self.parser.consume()
        return tok.string_value()

    def parse_string(self) -> str:
        """A string literal's value."""
        value = self.parse_optional_string()
        if value is None:
            self.parser.error_wrong_token("expected string")
        return value

    # -- nested values -----------------------------------------------------------
    def parse_type(self) -> Type:
        """Any type (dialect types of loaded dialects included)."""
        return self.parser.parse_type()

    def parse_optional_type(self) -> Type | None:
        """A type if one starts here."""
        return self.parser.parse_optional_type()

    def parse_attribute(self, type: Type | None = None) -> Attribute:
        """Any attribute."""
        return self.parser.parse_attribute(type)

    def parse_optional_attribute(self) -> Attribute | None:
        """An attribute if one starts here."""
        return self.parser.parse_optional_attribute()

    def parse_dimension_list(self, allow_dynamic: bool = True) -> list[int]:
        """``4x?x`` (with the trailing ``x``; ``?`` is ``DYNAMIC``, or "expected
        static shape" when not ``allow_dynamic``), as MLIR's."""
        return self.parser.parse_dimension_list(allow_dynamic)

    def parse_comma_separated_list(self, element: Callable[[], _T]) -> list[_T]:
        """``element (`,` element)*``."""
        items = [element()]
        while self.parse_optional_punct(","):
            items.append(element())
        return items

    # -- locations and errors ----------------------------------------------------
    def current_location(self) -> int:
        """The source offset of the next token (for ``error(at=...)``)."""
        return self.parser.tok.start

    def name_location(self) -> int:
        """``getNameLoc``: the offset of the mnemonic (else the next token)."""
        return self.parser.tok.start if self.name_at is None else self.name_at

    def at_punct(self, text: str) -> bool:
        """Whether punctuation ``text`` is next (nothing consumed)."""
        return self.parser.tok.text == text and self.parser.tok.kind not in (
            TokenKind.STRING,
            TokenKind.BARE_IDENT,
        )

    def error(self, message: str, at: int | None = None) -> NoReturn:
        """Report ``message`` at ``at`` (default: the next token)."""
        if self.op_name is not None:
            message = f"custom op '{self.op_name}' {message}"
        self.parser.error(message, at)


def _float(text: str) -> float:
    """A float literal's value (a hexadecimal integer is the bit pattern of a
    ``double``, as MLIR's ``parseFloat`` reads it)."""
    if not text.startswith("0x"):
        return float(text)
    bits = int(text, 16) & ((1 << 64) - 1)
    value: float = struct.unpack("<d", bits.to_bytes(8, "little"))[0]
    return value


class DialectAsmPrinter:
    """MLIR's ``DialectAsmPrinter``: collects text; nested values use aliases."""

    __slots__ = ("printer", "parts")

    def __init__(self, printer: AttrTypePrinter) -> None:
        self.printer = printer
        self.parts: list[str] = []

    def write(self, text: str) -> None:
        """Append ``text`` verbatim."""
        self.parts.append(text)

    def print_type(self, t: Type) -> None:
        """A type in full (``!dialect.x<...>``, or its alias)."""
        self.parts.append(self.printer.print_type(t))

    def print_attribute(self, a: Attribute) -> None:
        """An attribute in full (``#dialect.x<...>``, or its alias)."""
        self.parts.append(self.printer.print_attribute(a))

    def print_string(self, text: str) -> None:
        """A quoted, escaped string (``printString``)."""
        self.parts.append(quoted(text))

    def print_keyword_or_string(self, text: str) -> None:
        """A bare identifier when valid, else a quoted string."""
        self.parts.append(keyword_or_string(text))

    def print_stripped(self, value: Attribute | Type) -> None:
        """``printStrippedAttrOrType``: a dialect value's body without
        ``#dialect.mnemonic`` (in full when that body is empty)."""
        alias = self.printer.alias_of(value)
        if alias is not None:
            self.parts.append(alias)
            return
        strip = getattr(value, "print_stripped", None)
        body = strip(self.printer) if strip is not None else ""
        if body:
            self.parts.append(body)
        elif isinstance(value, Type):
            self.print_type(value)
        else:
            self.print_attribute(value)

    def text(self) -> str:
        """Everything written so far."""
        return "".join(self.parts)
