"""Tokens of the declarative assembly format language (MLIR's ``FormatLexer``).

One lexer serves op, attribute and type formats.  As in mlir-tblgen, a lexical
error is recorded (in ``FormatLexer.errors``) and yields an ``ERROR`` token; a
parser that stops at the first error raises the recorded ``FormatError``,
one that reproduces mlir-tblgen's error sequence keeps collecting.
"""

from __future__ import annotations

from enum import Enum

from tblgen_py.ods.named_tuple import NamedTuple


class FormatError(Exception):
    """A format that MLIR rejects: the message, its offset in the format
    string and an optional trailing note (also at that offset)."""

    def __init__(self, message: str, offset: int, note: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.offset = offset
        self.note = note


class TokenKind(Enum):
    """The kinds of format tokens."""

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


KEYWORDS = frozenset(
    {
        "attr-dict",
        "attr-dict-with-keyword",
        "custom",
        "functional-type",
        "oilist",
        "operands",
        "params",
        "prop-dict",
        "ref",
        "regions",
        "results",
        "struct",
        "successors",
        "type",
        "qualified",
    }
)
"""Directive names (the lexer's ``kw_*`` tokens)."""

_PUNCTUATION = {kind.value: kind for kind in TokenKind if len(kind.value) == 1}


class Token(NamedTuple):
    """One token: its kind, spelling and offset in the format string."""

    kind: TokenKind
    spelling: str
    offset: int


def _is_ident_start(char: str) -> bool:
    return char.isascii() and (char.isalpha() or char == "_")


def _is_ident_char(char: str) -> bool:
    return char.isascii() and (char.isalnum() or char == "_")


class FormatLexer:
    """Splits a format string into tokens, one at a time."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.errors: list[FormatError] = []

    def lex(self) -> Token:
        """The next token (whitespace skipped; ``ERROR`` after a lexical error)."""
        text = self.text
        while self.pos < len(text) and text[self.pos] in " \t\n\r\0":
            self.pos += 1
        start = self.pos
        if start >= len(text):
            return Token(TokenKind.EOF, "", start)
        char = text[start]
        self.pos += 1
        kind = _PUNCTUATION.get(char)
        if kind is not None:
            return Token(kind, char, start)
        if char == "`":
            return self._lex_literal(start)
        if char == '"':
            return self._lex_string(start)
        if char == "$":
            return self._lex_variable(start)
        if _is_ident_start(char):
            return self._lex_identifier(start)
        return self._error("unexpected character", start)

    def _error(self, message: str, offset: int) -> Token:
        self.errors.append(FormatError(message, offset))
        return Token(TokenKind.ERROR, "", offset)

    def _lex_literal(self, start: int) -> Token:
        """literal ::= '`' [^`]* '`'"""
        found = self.text.find("`", self.pos)
        if found < 0:
            self.pos = len(self.text)
            return self._error("unexpected end of file in literal", len(self.text))
        self.pos = found + 1
        return Token(TokenKind.LITERAL, self.text[start : self.pos], start)

    def _lex_string(self, start: int) -> Token:
        """string ::= '"' ([^"\\\\] | '\\\\' .)* '"'"""
        escape = False
        text = self.text
        while self.pos < len(text):
            char = text[self.pos]
            self.pos += 1
            if not escape and char == '"':
                return Token(TokenKind.STRING, text[start : self.pos], start)
            escape = char == "\\"
        return self._error("unexpected end of file in string", len(text))

    def _lex_variable(self, start: int) -> Token:
        """variable ::= '$' [a-zA-Z_][a-zA-Z0-9_]*"""
        text = self.text
        if self.pos >= len(text) or not _is_ident_start(text[self.pos]):
            return self._error("expected variable name", start)
        while self.pos < len(text) and _is_ident_char(text[self.pos]):
            self.pos += 1
        return Token(TokenKind.VARIABLE, text[start : self.pos], start)

    def _lex_identifier(self, start: int) -> Token:
        """identifier ::= [a-zA-Z_][a-zA-Z0-9_-]*  (directive names are keywords)"""
        text = self.text
        while self.pos < len(text) and (
            _is_ident_char(text[self.pos]) or text[self.pos] == "-"
        ):
            self.pos += 1
        spelling = text[start : self.pos]
        kind = TokenKind.KEYWORD if spelling in KEYWORDS else TokenKind.IDENTIFIER
        return Token(kind, spelling, start)
