"""MLIR text lexer: one compiled regex turns source text into ``Token``s.

Public interface (used by the attribute/type parser and the op parser):

* ``TokenKind`` -- the kinds of MLIR tokens (identifiers, literals, punctuation).
* ``Token`` -- ``kind``, ``text`` (the exact spelling) and ``start``/``end`` offsets.
* ``Lexer(source)`` -- ``lex()`` returns the next token, ``reset(offset)`` moves
  the cursor (MLIR re-lexes inside dimension lists such as ``4x?xf32``).
* ``MLIRParseError`` -- the error raised for bad input, rendered as MLIR does
  (``file:line:col: error: message``, the source line and a caret).

Token grammar (MLIR's ``Lexer.cpp``), one alternative of ``_TOKEN_RE`` each::

    bare-id      ::= (letter|_) (letter|digit|_|$|.)*      -- also keywords, iN
    %value-id    ::= `%` suffix-id       ^block-id ::= `^` suffix-id
    #attr-alias  ::= `#` suffix-id       !type-alias ::= `!` suffix-id
    suffix-id    ::= digit+ | (letter|$|.|_|-) (letter|digit|$|.|_|-)*
    @symbol      ::= `@` (bare-id | string-literal)
    integer      ::= digit+ | `0x` hex-digit+
    float        ::= digit+ `.` digit* ([eE] [-+]? digit+)?
    string       ::= `"` (char | escape)* `"`       -- no raw newline
    punctuation  ::= `->` `::` `{-#` `#-}` `...` and ( ) { } [ ] < > , = : * + - ? |

Whitespace and ``//`` comments are skipped.  Keywords (``tensor``, ``dense``,
``loc``, ...) lex as ``BARE_IDENT``; compare ``Token.text`` against them.  Punctuation kinds are unique per spelling, so a
parser may also test ``token.text == "("``: no other token spells that text.
"""

from __future__ import annotations

import re
from enum import Enum
from collections.abc import Callable, Generator
from typing import NoReturn

from tblgen_py.runtime.errors import DiagnosticError
from tblgen_py.support.diagnostics import Diagnostic, Level, SourceFile, Span
from tblgen_py.runtime.text.bigint import parse_decimal


class MLIRParseError(DiagnosticError):
    """A lexical or grammatical error in MLIR text."""

    def render(self) -> str:
        """As MLIR: a note at the error's own location shows no source line."""
        first = self.diagnostics[0] if self.diagnostics else None
        out = []
        for diag in self.diagnostics:
            span = diag.span
            if (
                diag is not first
                and diag.level is Level.NOTE
                and first is not None
                and span is not None
                and span == first.span
            ):
                out.append(f"{span.location()}: {diag.level.value}: {diag.message}\n")
            else:
                out.append(diag.render())
        return "".join(out)


class MLIRLexError(MLIRParseError):
    """A lexical error: MLIR drops the follow-up errors that a parse error gets."""


class TokenKind(Enum):
    """The kinds of MLIR tokens."""

    EOF = "end of file"
    BARE_IDENT = "identifier"
    PERCENT_IDENT = "SSA value name"
    CARET_IDENT = "block name"
    HASH_IDENT = "attribute alias"
    EXCL_IDENT = "type alias"
    AT_IDENT = "symbol reference"
    INTEGER = "integer literal"
    FLOAT = "float literal"
    STRING = "string literal"
    ARROW = "->"
    ELLIPSIS = "..."
    FILE_METADATA_BEGIN = "{-#"
    FILE_METADATA_END = "#-}"
    L_PAREN = "("
    R_PAREN = ")"
    L_BRACE = "{"
    R_BRACE = "}"
    L_SQUARE = "["
    R_SQUARE = "]"
    LESS = "<"
    GREATER = ">"
    COMMA = ","
    EQUAL = "="
    COLON = ":"
    STAR = "*"
    PLUS = "+"
    MINUS = "-"
    QUESTION = "?"
    VERTICAL_BAR = "|"
    SLASH = "/"


_PUNCT_KINDS: dict[str, TokenKind] = {
    k.value: k for k in TokenKind if not k.value[0].isalpha()
}

KEYWORDS: frozenset[str] = frozenset(
    """affine_map affine_set array attributes bf16 ceildiv complex dense
    dense_resource distinct f16 f32 f64 f80 f128 tf32 false floordiv for func
    index loc max memref min mod none offset opaque size sparse step strided
    symbol tensor to true tuple type unit unknown vector callsite fused at""".split()
)

_SUFFIX_ID = r"(?:[0-9]+|[A-Za-z$._\-][A-Za-z0-9$._\-]*)"
_STRING = r'"(?:[^"\\\n\v\f]|\\(?:["\\nt]|[0-9a-fA-F]{2}))*"'

_TOKEN_RE = re.compile(
    r"(?:[ \t\r\n\x00]+|//[^\n]*)*"  # MLIR skips a NUL as whitespace
    r"(?:(?P<BARE_IDENT>[A-Za-z_][A-Za-z0-9_$.]*)"
    r"|(?P<PUNCT>->|\{-\#|\.\.\.|[(),=<>\[\]:{}?*+|\-/])"
    r"|(?P<FLOAT>[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?)"
    r"|(?P<INTEGER>0x[0-9a-fA-F]+|[0-9]+)"
    rf"|(?P<STRING>{_STRING})"
    rf"|(?P<PERCENT_IDENT>%{_SUFFIX_ID})"
    rf"|(?P<CARET_IDENT>\^{_SUFFIX_ID})"
    r"|(?P<FILE_METADATA_END>#-\})"
    rf"|(?P<HASH_IDENT>#{_SUFFIX_ID})"
    rf"|(?P<EXCL_IDENT>!{_SUFFIX_ID})"
    rf"|(?P<AT_IDENT>@(?:[A-Za-z_][A-Za-z0-9_$.]*|{_STRING}))"
    r"|(?P<EOF>\Z)"
    r"|(?P<ERROR>.|\n))"
)

_KIND_BY_INDEX: list[TokenKind | None] = [None] * (_TOKEN_RE.groups + 1)
for _name, _index in _TOKEN_RE.groupindex.items():
    if _name not in ("ERROR", "PUNCT"):
        _KIND_BY_INDEX[_index] = TokenKind[_name]
_PUNCT_INDEX = _TOKEN_RE.groupindex["PUNCT"]


def token_class(text: str, pos: int) -> tuple[str, TokenKind, int] | None:
    """The token at ``pos`` (after blanks and comments) as an optional element
    peeking at it decides on it (``line_memo.next_class``), with its kind and
    start; None when no token starts there (a lexical error)."""
    m = _TOKEN_RE.match(text, pos)
    index = m.lastindex  # type: ignore[union-attr]
    start, end = m.span(index)  # type: ignore[union-attr,arg-type]
    kind = _KIND_BY_INDEX[index]  # type: ignore[index]
    if kind is None:
        if index != _PUNCT_INDEX:
            return None
        spelled = text[start:end]
        return spelled, _PUNCT_KINDS[spelled], start
    if kind is TokenKind.PERCENT_IDENT:
        return "%", kind, start
    if kind is TokenKind.CARET_IDENT:
        return "^", kind, start
    return text[start:end], kind, start


class Token:
    """One lexed token: its kind, exact spelling and offsets in the source."""

    __slots__ = ("kind", "text", "start", "end")

    def __init__(self, kind: TokenKind, text: str, start: int, end: int) -> None:
        self.kind = kind
        self.text = text
        self.start = start
        self.end = end

    def __repr__(self) -> str:
        return f"Token({self.kind.name}, {self.text!r}, {self.start})"

    def string_value(self) -> str:
        """Decode a string literal (or ``@"..."`` symbol) into its value."""
        text = self.text
        if text[0] == "@":
            text = text[1:]
        return unescape_string(text[1:-1])


def int_literal(text: str) -> int:
    """The value of an integer token (decimal, or hex with ``0x``)."""
    return int(text, 16) if text.startswith("0x") else parse_decimal(text)


_ESCAPE_OK = re.compile(r'["\\\\nt]|[0-9a-fA-F]{2}')
_ESCAPE_RE = re.compile(r"\\(?:([0-9a-fA-F]{2})|(.))", re.S)
_SIMPLE_ESCAPES = {'"': b'"', "\\": b"\\", "n": b"\n", "t": b"\t"}


def unescape_string(body: str) -> str:
    """Decode MLIR string escapes; bytes that are not UTF-8 use surrogateescape."""
    if "\\" not in body:
        return body
    out = bytearray()
    pos = 0
    for m in _ESCAPE_RE.finditer(body):
        out += body[pos : m.start()].encode("utf-8", "surrogateescape")
        hex_digits, char = m.groups()
        if hex_digits is not None:
            out.append(int(hex_digits, 16))
        else:
            out += _SIMPLE_ESCAPES.get(char, b"\\" + char.encode())
        pos = m.end()
    out += body[pos:].encode("utf-8", "surrogateescape")
    return out.decode("utf-8", "surrogateescape")


def _token_stream(lexer: Lexer, pos: int) -> Generator[Token, int | None, None]:
    """Generate tokens from ``pos``; ``send(offset)`` restarts at ``offset``.

    Local variables keep the per-token work small.
    """
    text = lexer.text
    match = _TOKEN_RE.match
    kinds = _KIND_BY_INDEX
    punct = _PUNCT_KINDS
    punct_index = _PUNCT_INDEX
    new = object.__new__
    while True:
        m = match(text, pos)
        index = m.lastindex  # type: ignore[union-attr]
        start, pos = m.span(index)  # type: ignore[union-attr,arg-type]
        kind = kinds[index]  # type: ignore[index]
        if kind is None:
            if index != punct_index:
                lexer.error_at_char(start)
            kind = punct[text[start:pos]]
        tok = new(Token)
        tok.kind = kind
        tok.text = text[start:pos]
        tok.start = start
        tok.end = pos
        restart = yield tok
        if restart is not None:
            pos = restart


class Lexer:
    """Produces MLIR tokens from a ``SourceFile`` on demand."""

    __slots__ = ("file", "text", "next_token", "relex")

    def __init__(self, source: SourceFile) -> None:
        self.file = source
        self.text = source.text
        stream = _token_stream(self, 0)
        self.next_token: Callable[[], Token] = stream.__next__
        self.relex: Callable[[int], Token] = stream.send
        """``relex(offset)`` returns the token at ``offset`` and continues from there."""

    def lex(self) -> Token:
        """Return the next token and advance past it."""
        return self.next_token()

    def reset(self, offset: int) -> None:
        """Restart lexing at ``offset`` (``next_token`` is replaced)."""
        stream = _token_stream(self, offset)
        self.next_token = stream.__next__
        self.relex = stream.send

    def tokenize(self) -> list[Token]:
        """Lex the rest of the input, ending with an EOF token."""
        out = []
        while True:
            tok = self.lex()
            out.append(tok)
            if tok.kind is TokenKind.EOF:
                return out

    def error(self, message: str, offset: int) -> NoReturn:
        """Raise an ``MLIRParseError`` at ``offset``."""
        span = Span(self.file, offset, offset)
        raise MLIRLexError([Diagnostic(Level.ERROR, message, span)])

    def error_at_char(self, start: int) -> NoReturn:
        """Report the character at ``start``, which starts no token."""
        self._lex_error(self.text[start], start)

    def _lex_error(self, char: str, start: int) -> NoReturn:
        """Report a character that starts no token, as MLIR words it."""
        if char == '"' or self.text.startswith('@"', start):
            self._string_error(start + (char == "@"))
        if char == "@":
            self.error("@ identifier expected to start with letter or '_'", start + 1)
        if char in "#%^!":
            kind = {
                "#": "invalid attribute name",
                "%": "invalid SSA name",
                "^": "invalid block name",
                "!": "invalid type identifier",
            }[char]
            self.error(kind, start)
        if char == ".":
            self.error("expected three consecutive dots for an ellipsis", start + 1)
        self.error("unexpected character", start)

    def _string_error(self, start: int) -> NoReturn:
        """Report the string literal at ``start``: an unknown escape, or no end."""
        text = self.text
        pos = start + 1
        while pos < len(text) and text[pos] not in "\n\v\f":
            if text[pos] == "\\":
                if not _ESCAPE_OK.match(text, pos + 1):
                    self.error("unknown escape in string literal", pos)
                pos += 1
            pos += 1
        self.error("expected '\"' in string literal", min(pos, len(text)))
