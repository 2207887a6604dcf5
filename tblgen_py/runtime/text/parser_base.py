"""Token-stream state and error helpers shared by the MLIR text parsers."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, NoReturn

from tblgen_py.support.diagnostics import Diagnostic, Level, SourceFile, Span
from tblgen_py.runtime.text.lexer import (
    Lexer,
    MLIRLexError,
    MLIRParseError,
    Token,
    TokenKind,
)

_MNEMONIC = re.compile(r"\s*([A-Za-z_][A-Za-z0-9_$.]*)")

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.dialect import Dialect, DialectValueClass

DialectHook = Callable[["ParserBase", str, str, Token], object]

DIALECT_TYPE_HOOKS: dict[str, DialectHook] = {}
"""Process-wide type hooks by namespace (``register_dialect_type_hook``),
asked after a parser's own ``dialect_type_hooks``."""


def register_dialect_type_hook(dialect: str, hook: DialectHook) -> None:
    """Let ``hook`` build the types of ``dialect`` that have no generated parser
    (a dialect port registers it when imported, i.e. when its dialect loads)."""
    DIALECT_TYPE_HOOKS[dialect] = hook


class ParserBase:
    """Holds the lexer, the current token, and the alias/resource tables."""

    def __init__(self, source: SourceFile | str, path: str = "<stdin>") -> None:
        if isinstance(source, str):
            source = SourceFile(path, source)
        self.source = source
        self.lexer = Lexer(source)
        self._next = self.lexer.next_token
        self.tok: Token = self._next()
        self.prev_end = 0
        self.attr_aliases: dict[str, object] = {}
        self.type_aliases: dict[str, object] = {}
        self.resources: dict[str, dict[str, str]] = {}
        self.distinct_attrs: dict[int, object] = {}
        self.dialect_type_hooks: dict[str, DialectHook] = {}
        """Namespace -> hook(parser, dialect, body, token) building a dialect type
        from the verbatim text after ``!dialect`` (``.name<...>`` or ``<...>``);
        returning None keeps the generic ``OpaqueType``."""
        self.dialect_attr_hooks: dict[str, DialectHook] = {}
        """The same for ``#dialect...`` attributes (default: ``OpaqueAttr``)."""
        self.dialects: Mapping[str, Dialect] = {}
        """Loaded dialects: their attribute/type classes parse ``#d.x<...>`` and
        ``!d.x<...>`` (see ``parse_dialect_value``)."""

    # -- token helpers ---------------------------------------------------------

    def peek(self) -> Token:
        """The current token."""
        return self.tok

    def consume(self) -> Token:
        """Return the current token and advance."""
        tok = self.tok
        self.prev_end = tok.end
        self.tok = self._next()
        return tok

    def consume_if(self, text: str) -> Token | None:
        """Consume the current token if it is spelled ``text``."""
        tok = self.tok
        if tok.text == text:
            self.prev_end = tok.end
            self.tok = self._next()
            return tok
        return None

    def consume_kind_if(self, kind: TokenKind) -> Token | None:
        """Consume the current token if it has ``kind``."""
        tok = self.tok
        if tok.kind is kind:
            self.prev_end = tok.end
            self.tok = self._next()
            return tok
        return None

    def expect(self, text: str, message: str | None = None) -> Token:
        """Consume ``text`` or report ``expected 'text'``."""
        tok = self.tok
        if tok.text != text:
            self.error_wrong_token(message or f"expected '{text}'")
        self.prev_end = tok.end
        self.tok = self._next()
        return tok

    def expect_kind(self, kind: TokenKind, message: str) -> Token:
        """Consume a token of ``kind`` or report ``message``."""
        tok = self.consume_kind_if(kind)
        if tok is None:
            self.error_wrong_token(message)
        return tok

    def reset_to(self, offset: int) -> None:
        """Re-lex from ``offset`` (used inside dimension lists)."""
        self.tok = self.lexer.relex(offset)

    # -- dialect attributes and types ---------------------------------------------
    def load_dialect(self, name: str) -> Dialect | None:
        """A dialect not loaded yet, loaded on first use (none here: the
        parser of a whole file asks its Context)."""
        return None

    def check_unregistered_value(self, what: str, dialect: str, at: int) -> None:
        """Accept an attribute or type of a dialect with no class for it (kept
        as text); a parser over a Context rejects unregistered dialects."""

    def dialect_value_class(
        self, dialect: str, mnemonic: str, is_type: bool
    ) -> type[DialectValueClass] | None:
        """The loaded class that parses ``dialect.mnemonic...`` (or the body
        ``mnemonic ...`` of ``#dialect<...>``), if any."""
        known = self.dialects.get(dialect)
        if known is None:
            known = self.load_dialect(dialect)
            if known is None:
                return None
        match = _MNEMONIC.match(mnemonic)
        if match is None:
            return None
        name = match.group(1)
        return known.type_parser(name) if is_type else known.attribute_parser(name)

    def parse_dialect_value(
        self, cls: type[DialectValueClass], mnemonic_at: int, type: object
    ) -> object:
        """Re-read ``mnemonic<...>`` at ``mnemonic_at`` with ``cls``'s parser, then
        continue after the text already scanned (MLIR hands the dialect the
        symbol's body the same way)."""
        from tblgen_py.runtime.text.dialect_asm import DialectAsmParser

        resume, prev_end = self.tok.start, self.prev_end
        self.reset_to(mnemonic_at)
        value = cls.parse_with_mnemonic(DialectAsmParser(self, name_at=mnemonic_at), type)  # type: ignore[arg-type]
        self.reset_to(resume)
        self.prev_end = prev_end
        return value

    # -- errors ------------------------------------------------------------------

    def error(
        self, message: str, at: Token | int | None = None, note: str | None = None
    ) -> NoReturn:
        """Raise an MLIRParseError at ``at`` (default: the current token, or the
        character before the end of the input)."""
        if at is None:
            at = self.here()
        offset = at.start if isinstance(at, Token) else at
        span = Span(self.source, offset, offset)
        diags = [Diagnostic(Level.ERROR, message, span)]
        if note is not None:
            diags.append(Diagnostic(Level.NOTE, note, span))
        raise MLIRParseError(diags)

    def here(self) -> int:
        """Where MLIR reports at the current token: the character before EOF."""
        tok = self.tok
        return (
            tok.start - 1 if tok.kind is TokenKind.EOF and tok.start > 0 else tok.start
        )

    def follow_up(
        self, exc: MLIRParseError, message: str, at: int | None = None
    ) -> None:
        """Add the error MLIR reports at the current token (or offset ``at``) after
        a failed sub-parse (none after a lexical error)."""
        if not isinstance(exc, MLIRLexError):
            offset = self.here() if at is None else at
            span = Span(self.source, offset, offset)
            exc.diagnostics.append(Diagnostic(Level.ERROR, message, span))

    def error_wrong_token(self, message: str) -> NoReturn:
        """Report an unexpected token where MLIR does: after the previous text."""
        text = self.source.text
        pos = self.tok.start
        if self.tok.kind is TokenKind.EOF:
            pos = max(pos - 1, 0)
        original = pos
        while True:
            stripped = text[:pos].rstrip(" \t")
            if not stripped:
                self.error(message, original)
            if stripped[-1] not in "\n\r":
                self.error(message, len(stripped))
            pos = len(stripped) - 1
            line_start = text.rfind("\n", 0, pos) + 1
            comment = text.find("//", line_start, pos)
            if comment >= 0:
                pos = comment
