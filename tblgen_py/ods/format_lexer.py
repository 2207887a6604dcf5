"""The lexer of ODS assembly formats (MLIR's ``FormatLexer`` in FormatGen.cpp).

``FormatLexer(text).lex()`` returns one ``FormatToken`` (kind, spelling,
offset into the format string).  Lexical errors are collected in ``errors`` as
``FormatError`` and produce an ``ERROR`` token, as mlir-tblgen reports them
before the parser's own error.
"""

from __future__ import annotations

from enum import Enum

from tblgen_py.ods.named_tuple import NamedTuple


class FormatError(NamedTuple):
    """A format error: mlir-tblgen's message and its offset in the format string."""

    message: str
    offset: int


class FormatTokenKind(Enum):
    """Token kinds of the format language."""

    EOF = "eof"
    ERROR = "error"
    CARET = "^"
    COLON = ":"
    COMMA = ","
    EQUAL = "="
    LESS = "<"
    GREATER = ">"
    QUESTION = "?"
    L_PAREN = "("
    R_PAREN = ")"
    STAR = "*"
    PIPE = "|"
    LITERAL = "literal"
    VARIABLE = "variable"
    STRING = "string"
    IDENTIFIER = "identifier"
    KEYWORD = "keyword"


class FormatToken(NamedTuple):
    """One token: kind, spelling and offset."""

    kind: FormatTokenKind
    spelling: str
    offset: int


_PUNCT = {k.value: k for k in FormatTokenKind if len(k.value) == 1}
KEYWORDS = frozenset(
    """attr-dict attr-dict-with-keyword custom functional-type oilist operands
    params ref regions results struct successors type qualified""".split()
)
"""Directive names (the lexer's ``kw_*`` tokens)."""


def _is_alpha(c: str) -> bool:
    return c.isascii() and c.isalpha()


def _is_alnum(c: str) -> bool:
    return c.isascii() and c.isalnum()


class FormatLexer:
    """Splits a format string into tokens."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.errors: list[FormatError] = []

    def _error(self, offset: int, message: str) -> FormatToken:
        self.errors.append(FormatError(message, offset))
        return FormatToken(FormatTokenKind.ERROR, "", offset)

    def lex(self) -> FormatToken:
        """The next token (whitespace skipped)."""
        text = self.text
        while self.pos < len(text) and text[self.pos] in " \t\n\r\0":
            self.pos += 1
        start = self.pos
        if start >= len(text):
            return FormatToken(FormatTokenKind.EOF, "", start)
        c = text[start]
        self.pos += 1
        kind = _PUNCT.get(c)
        if kind is not None:
            return FormatToken(kind, c, start)
        if c == "`":
            return self._lex_literal(start)
        if c == "$":
            return self._lex_variable(start)
        if c == '"':
            return self._lex_string(start)
        if _is_alpha(c) or c == "_":
            return self._lex_identifier(start)
        return self._error(start, "unexpected character")

    def _lex_literal(self, start: str | int) -> FormatToken:
        """literal ::= '`' [^`]* '`'"""
        end = self.text.find("`", self.pos)
        if end < 0:
            self.pos = len(self.text)
            return self._error(len(self.text), "unexpected end of file in literal")
        self.pos = end + 1
        return FormatToken(
            FormatTokenKind.LITERAL, self.text[int(start) : self.pos], int(start)
        )

    def _lex_variable(self, start: int) -> FormatToken:
        """variable ::= '$' [a-zA-Z_][a-zA-Z0-9_]*"""
        text = self.text
        if self.pos >= len(text) or not (
            _is_alpha(text[self.pos]) or text[self.pos] == "_"
        ):
            return self._error(self.pos - 1, "expected variable name")
        while self.pos < len(text) and (
            _is_alnum(text[self.pos]) or text[self.pos] == "_"
        ):
            self.pos += 1
        return FormatToken(FormatTokenKind.VARIABLE, text[start : self.pos], start)

    def _lex_string(self, start: int) -> FormatToken:
        """string ::= '"' ([^"\\\\] | '\\\\' .)* '"'"""
        text = self.text
        escape = False
        while self.pos < len(text):
            c = text[self.pos]
            self.pos += 1
            if not escape and c == '"':
                return FormatToken(
                    FormatTokenKind.STRING, text[start : self.pos], start
                )
            escape = c == "\\"
        return self._error(len(text), "unexpected end of file in string")

    def _lex_identifier(self, start: int) -> FormatToken:
        """identifier ::= [a-zA-Z_][a-zA-Z0-9_-]*  (directive names are keywords)"""
        text = self.text
        while self.pos < len(text) and (
            _is_alnum(text[self.pos]) or text[self.pos] in "_-"
        ):
            self.pos += 1
        spelling = text[start : self.pos]
        kind = (
            FormatTokenKind.KEYWORD
            if spelling in KEYWORDS
            else FormatTokenKind.IDENTIFIER
        )
        return FormatToken(kind, spelling, start)


def should_emit_space_before(value: str, last_was_punctuation: bool) -> bool:
    """``shouldEmitSpaceBefore`` of FormatGen.cpp."""
    if len(value) != 1 and value != "->":
        return True
    if last_was_punctuation:
        return value[0] not in ">)}],"
    return value[0] not in "<>(){}[],"


def literal_error(value: str) -> str | None:
    """Why ``value`` is not a valid literal (``isValidLiteral``), or None."""
    if not value:
        return "literal can't be empty"
    front = value[0]
    if len(value) == 1:
        bare = "_:,=<>()[]{}?+-*"
        if _is_alpha(front) or front in bare:
            return None
        return f"single character literal must be a letter or one of '{bare}'"
    if value in ("->", "..."):
        return None
    if not _is_alpha(front) and front != "_":
        return "valid keyword starts with a letter or '_'"
    if not all(_is_alnum(c) or c in "_$." for c in value[1:]):
        return "keywords should contain only alphanum, '_', '$', or '.' characters"
    return None
