"""Tokens of the declarative assembly format language (MLIR's ``FormatLexer``)."""

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

    def lex(self) -> Token:
        """The next token (raises FormatError on a bad character)."""
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
            return self._lex_until(start, "`", TokenKind.LITERAL, "literal")
        if char == '"':
            return self._lex_string(start)
        if char == "$":
            return self._lex_variable(start)
        if _is_ident_start(char):
            return self._lex_identifier(start)
        raise FormatError("unexpected character", start)

    def _lex_until(self, start: int, end: str, kind: TokenKind, what: str) -> Token:
        found = self.text.find(end, self.pos)
        if found < 0:
            self.pos = len(self.text)
            raise FormatError(f"unexpected end of file in {what}", len(self.text))
        self.pos = found + 1
        return Token(kind, self.text[start : self.pos], start)

    def _lex_string(self, start: int) -> Token:
        escape = False
        text = self.text
        while self.pos < len(text):
            char = text[self.pos]
            self.pos += 1
            if not escape and char == '"':
                return Token(TokenKind.STRING, text[start : self.pos], start)
            escape = char == "\\"
        raise FormatError("unexpected end of file in string", len(text))

    def _lex_variable(self, start: int) -> Token:
        text = self.text
        if self.pos >= len(text) or not _is_ident_start(text[self.pos]):
            raise FormatError("expected variable name", start)
        while self.pos < len(text) and _is_ident_char(text[self.pos]):
            self.pos += 1
        return Token(TokenKind.VARIABLE, text[start : self.pos], start)

    def _lex_identifier(self, start: int) -> Token:
        text = self.text
        while self.pos < len(text) and (
            _is_ident_char(text[self.pos]) or text[self.pos] == "-"
        ):
            self.pos += 1
        spelling = text[start : self.pos]
        kind = TokenKind.KEYWORD if spelling in KEYWORDS else TokenKind.IDENTIFIER
        return Token(kind, spelling, start)
