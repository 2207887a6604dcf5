"""The PDLL lexer (MLIR's ``mlir/lib/Tools/PDLL/Parser/Lexer.cpp``): tokens with
spans, ``//`` comments, string and ``[{ ... }]`` block literals, and the stack
of ``.pdll`` include buffers (an included file's end returns ``eof`` and resumes
its parent right after the ``#include`` file name)."""

from __future__ import annotations

import enum
import re

from tblgen_py.pdll.diagnostics import DiagnosticEngine
from tblgen_py.support.diagnostics import SourceFile, Span


@enum.unique
class TokenKind(enum.Enum):
    """One member per token class of PDLL."""

    EOF = "eof"
    ERROR = "error"
    # Dependent keywords: identifiers outside of their expression context.
    KW_ATTR = "attr"
    KW_OP = "op"
    KW_TYPE = "type"
    # General keywords.
    KW_ATTR_CST = "Attr"
    KW_ERASE = "erase"
    KW_LET = "let"
    KW_CONSTRAINT = "Constraint"
    KW_NOT = "not"
    KW_OP_CST = "Op"
    KW_OPNAME = "OpName"
    KW_PATTERN = "Pattern"
    KW_REPLACE = "replace"
    KW_RETURN = "return"
    KW_REWRITE = "rewrite"
    KW_REWRITE_DECL = "Rewrite"
    KW_TYPE_CST = "Type"
    KW_TYPE_RANGE = "TypeRange"
    KW_VALUE = "Value"
    KW_VALUE_RANGE = "ValueRange"
    KW_WITH = "with"
    # Punctuation.
    ARROW = "->"
    COLON = ":"
    COMMA = ","
    DOT = "."
    EQUAL = "="
    EQUAL_ARROW = "=>"
    SEMICOLON = ";"
    LESS = "<"
    GREATER = ">"
    L_BRACE = "{"
    R_BRACE = "}"
    L_PAREN = "("
    R_PAREN = ")"
    L_SQUARE = "["
    R_SQUARE = "]"
    UNDERSCORE = "_"
    # Tokens.
    DIRECTIVE = "directive"
    IDENTIFIER = "identifier"
    INTEGER = "integer"
    STRING_BLOCK = "string_block"
    STRING = "string"


KEYWORDS: dict[str, TokenKind] = {
    kind.value: kind
    for kind in TokenKind
    if kind.name.startswith("KW_") or kind is TokenKind.UNDERSCORE
}
DEPENDENT_KEYWORDS = frozenset({TokenKind.KW_ATTR, TokenKind.KW_OP, TokenKind.KW_TYPE})
GENERAL_KEYWORDS = frozenset(kind for kind in TokenKind if kind.name.startswith("KW_"))

_PUNCTUATION: dict[str, TokenKind] = {
    ":": TokenKind.COLON,
    ",": TokenKind.COMMA,
    ".": TokenKind.DOT,
    ";": TokenKind.SEMICOLON,
    "]": TokenKind.R_SQUARE,
    "<": TokenKind.LESS,
    ">": TokenKind.GREATER,
    "{": TokenKind.L_BRACE,
    "}": TokenKind.R_BRACE,
    "(": TokenKind.L_PAREN,
    ")": TokenKind.R_PAREN,
}
_HEX = "0123456789abcdefABCDEF"
_ESCAPES = {'"': '"', "\\": "\\", "n": "\n", "t": "\t"}


class Token:
    """One token: kind, spelling and span."""

    __slots__ = ("kind", "spelling", "span")

    def __init__(self, kind: TokenKind, spelling: str, span: Span) -> None:
        self.kind = kind
        self.spelling = spelling
        self.span = span

    def __repr__(self) -> str:
        return f"Token({self.kind.name}, {self.spelling!r})"

    def is_keyword(self) -> bool:
        """Whether the token is any keyword (``_`` is not one)."""
        return self.kind in GENERAL_KEYWORDS

    def is_dependent_keyword(self) -> bool:
        """``attr``, ``op`` and ``type``: keywords only where an expression starts."""
        return self.kind in DEPENDENT_KEYWORDS

    def is_string(self) -> bool:
        """A quoted string or a ``[{ }]`` block."""
        return self.kind is TokenKind.STRING or self.kind is TokenKind.STRING_BLOCK

    def string_value(self) -> str:
        """The unescaped contents of a string token (quotes dropped)."""
        if self.kind is TokenKind.STRING:
            body = self.spelling[1:-1]
        else:
            body = self.spelling[2:-2]
        out: list[str] = []
        i = 0
        while i < len(body):
            char = body[i]
            i += 1
            if char != "\\":
                out.append(char)
                continue
            escaped = body[i]
            i += 1
            if escaped in _ESCAPES:
                out.append(_ESCAPES[escaped])
                continue
            out.append(chr(int(escaped + body[i], 16)))
            i += 1
        return "".join(out)


class Lexer:
    """Turns PDLL source buffers into tokens; ``lex_token`` returns the next one."""

    _IDENT_REST = re.compile(r"[0-9a-zA-Z_]*")
    _DIGITS = re.compile(r"[0-9]*")

    def __init__(self, file: SourceFile, diag: DiagnosticEngine) -> None:
        self.file = file
        self.text = file.text
        self.pos = 0
        self.diag = diag
        self._parents: list[tuple[SourceFile, int]] = []

    def push_include(self, file: SourceFile, resume: int) -> None:
        """Start lexing ``file``; at its end continue the current one at ``resume``."""
        self._parents.append((self.file, resume))
        self._switch(file, 0)

    def reset_pointer(self, span: Span) -> None:
        """Lex the next token from the start of ``span``."""
        if span.file is not self.file:
            self._switch(span.file, span.start)
        self.pos = span.start

    def _switch(self, file: SourceFile, pos: int) -> None:
        self.file = file
        self.text = file.text
        self.pos = pos

    def _form(self, kind: TokenKind, start: int) -> Token:
        return Token(
            kind, self.text[start : self.pos], Span(self.file, start, self.pos)
        )

    def error_at(self, offset: int, message: str) -> Token:
        """Emit an error at one character and return an error token."""
        self.diag.error(Span(self.file, offset, offset + 1), message)
        return Token(TokenKind.ERROR, "", Span(self.file, offset, offset + 1))

    def lex_token(self) -> Token:
        """token ::= punctuation | keyword | identifier | integer | string | directive"""
        text = self.text
        while True:
            start = self.pos
            if start >= len(text):
                return self._lex_eof(start)
            char = text[start]
            self.pos += 1
            if char in " \t\n\r\0\v\f":
                if char in "\v\f":
                    return self.error_at(start, "unexpected character")
                continue
            if char.isascii() and (char.isalpha() or char == "_"):
                return self._lex_identifier(start)
            if char.isascii() and char.isdigit():
                return self._lex_number(start)
            kind = _PUNCTUATION.get(char)
            if kind is not None:
                return self._form(kind, start)
            if char == "/" and text.startswith("/", self.pos):
                self._lex_comment()
                continue
            return self._lex_other(char, start)

    def _lex_eof(self, start: int) -> Token:
        """At the end of an included buffer, resume the parent after the include."""
        eof = Token(TokenKind.EOF, "", Span(self.file, start, start))
        if self._parents:
            file, resume = self._parents.pop()
            self._switch(file, resume)
        return eof

    def _lex_other(self, char: str, start: int) -> Token:
        """punctuation ::= `->` | `=` | `=>` | `[` | `[{` string-block; `#` directive"""
        text = self.text
        if char == "-" and text.startswith(">", self.pos):
            self.pos += 1
            return self._form(TokenKind.ARROW, start)
        if char == "=":
            if text.startswith(">", self.pos):
                self.pos += 1
                return self._form(TokenKind.EQUAL_ARROW, start)
            return self._form(TokenKind.EQUAL, start)
        if char == "[":
            if text.startswith("{", self.pos):
                self.pos += 1
                return self._lex_string(start, block=True)
            return self._form(TokenKind.L_SQUARE, start)
        if char == "#":
            return self._lex_directive(start)
        if char == '"':
            return self._lex_string(start, block=False)
        return self.error_at(start, "unexpected character")

    def _lex_comment(self) -> None:
        """comment ::= `//` [^\\n\\r]*"""
        end = len(self.text)
        for stop in ("\n", "\r"):
            found = self.text.find(stop, self.pos)
            if 0 <= found < end:
                end = found + 1
        self.pos = min(end, len(self.text))

    def _lex_directive(self, start: int) -> Token:
        """directive ::= `#` [0-9a-zA-Z_]*"""
        match = self._IDENT_REST.match(self.text, self.pos)
        assert match is not None
        self.pos = match.end()
        return self._form(TokenKind.DIRECTIVE, start)

    def _lex_identifier(self, start: int) -> Token:
        """identifier ::= [a-zA-Z_][0-9a-zA-Z_]*  (keywords included)"""
        match = self._IDENT_REST.match(self.text, self.pos)
        assert match is not None
        self.pos = match.end()
        spelling = self.text[start : self.pos]
        return self._form(KEYWORDS.get(spelling, TokenKind.IDENTIFIER), start)

    def _lex_number(self, start: int) -> Token:
        """integer ::= [0-9]+"""
        match = self._DIGITS.match(self.text, self.pos)
        assert match is not None
        self.pos = match.end()
        return self._form(TokenKind.INTEGER, start)

    def _lex_string(self, start: int, block: bool) -> Token:
        """string ::= `"` (char | escape)* `"`;  string-block ::= `[{` .* `}]`"""
        text = self.text
        while True:
            if self.pos >= len(text):
                ending = "}]" if block else '"'
                return self.error_at(
                    self.pos - 1, f"expected '{ending}' in string literal"
                )
            char = text[self.pos]
            self.pos += 1
            if char == '"' and not block:
                return self._form(TokenKind.STRING, start)
            if char == "}" and block and text.startswith("]", self.pos):
                self.pos += 1
                return self._form(TokenKind.STRING_BLOCK, start)
            if char in "\n\v\f" and not block:
                return self.error_at(self.pos - 1, "expected '\"' in string literal")
            if char == "\\":
                if not self._lex_escape():
                    return self.error_at(
                        self.pos - 1, "unknown escape in string literal"
                    )

    def _lex_escape(self) -> bool:
        """escape ::= `\\` ([\"\\\\nt] | hex hex)"""
        text = self.text
        nxt = text[self.pos : self.pos + 1]
        if nxt and nxt in _ESCAPES:
            self.pos += 1
            return True
        pair = text[self.pos : self.pos + 2]
        if len(pair) == 2 and pair[0] in _HEX and pair[1] in _HEX:
            self.pos += 2
            return True
        return False
