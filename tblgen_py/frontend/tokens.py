"""TableGen tokens: the kinds (with keyword, punctuation and bang-operator tables)
and the ``Token`` objects the lexer produces (each its own source span)."""

from __future__ import annotations

import enum

from tblgen_py.support.diagnostics import Diagnostic, SourceFile, Span


@enum.unique
class TokenKind(enum.Enum):
    """One member per token class; the value is the spelling used in messages."""

    EOF = "end of file"
    ERROR = "error"
    ID = "identifier"
    VARNAME = "variable name"
    INT = "integer"
    BIN_INT = "binary integer"
    STR = "string literal"
    CODE = "code fragment"
    BANG = "bang operator"
    # Punctuation.
    MINUS = "-"
    PLUS = "+"
    L_SQUARE = "["
    R_SQUARE = "]"
    L_BRACE = "{"
    R_BRACE = "}"
    L_PAREN = "("
    R_PAREN = ")"
    LESS = "<"
    GREATER = ">"
    COLON = ":"
    SEMI = ";"
    COMMA = ","
    DOT = "."
    EQUAL = "="
    QUESTION = "?"
    PASTE = "#"
    ELLIPSIS = "..."
    # Keywords (KW_INCLUDE is consumed by the lexer and never returned).
    KW_ASSERT = "assert"
    KW_BIT = "bit"
    KW_BITS = "bits"
    KW_CLASS = "class"
    KW_CODE = "code"
    KW_DAG = "dag"
    KW_DEF = "def"
    KW_DEFM = "defm"
    KW_DEFSET = "defset"
    KW_DEFTYPE = "deftype"
    KW_DEFVAR = "defvar"
    KW_DUMP = "dump"
    KW_ELSE = "else"
    KW_FALSE = "false"
    KW_FIELD = "field"
    KW_FOREACH = "foreach"
    KW_IF = "if"
    KW_IN = "in"
    KW_INCLUDE = "include"
    KW_INT = "int"
    KW_LET = "let"
    KW_LIST = "list"
    KW_MULTICLASS = "multiclass"
    KW_STRING = "string"
    KW_THEN = "then"
    KW_TRUE = "true"

    # Members are singletons: hash by identity (Enum's own __hash__ is Python code).
    __hash__ = object.__hash__


KEYWORDS: dict[str, TokenKind] = {
    kind.value: kind for kind in TokenKind if kind.name.startswith("KW_")
}

PUNCTUATION: dict[str, TokenKind] = {
    kind.value: kind
    for kind in TokenKind
    if not kind.name.startswith("KW_") and not kind.value[0].isalpha()
}

# Object-start keywords, as tgtok::isObjectStart.
OBJECT_START = frozenset(
    {
        TokenKind.KW_ASSERT,
        TokenKind.KW_CLASS,
        TokenKind.KW_DEF,
        TokenKind.KW_DEFM,
        TokenKind.KW_DEFSET,
        TokenKind.KW_DEFTYPE,
        TokenKind.KW_DEFVAR,
        TokenKind.KW_DUMP,
        TokenKind.KW_FOREACH,
        TokenKind.KW_IF,
        TokenKind.KW_LET,
        TokenKind.KW_MULTICLASS,
    }
)

# Every bang operator llvm-tblgen 22 accepts (checked against the binary:
# !setop and !getop are gone; !match, !instances, !getdagopname and
# !setdagopname are new).
BANG_OPERATORS = frozenset("""
    add and cast con cond dag div empty eq exists filter find foldl foreach ge
    getdagarg getdagname getdagop getdagopname gt head if initialized instances
    interleave isa le listconcat listflatten listremove listsplat logtwo lt
    match mul ne not or range repr setdagarg setdagname setdagop setdagopname
    shl size sra srl strconcat sub subst substr tail tolower toupper xor
    """.split())

TokenValue = str | int | tuple[int, int]


class Token(Span):
    """One token: kind, decoded value, offsets into ``file.text``.

    A token is also its own source span (so taking a location allocates nothing).

    ``value``: ID/VARNAME the name (no ``$``); INT a signed 64-bit int; BIN_INT
    ``(signed 64-bit value, digit count)``; STR/CODE the decoded text; BANG the
    operator name without ``!``; keywords and punctuation their text; EOF ``""``;
    ERROR the text of the first diagnostic reported for it.
    ``diagnostics`` are messages llvm-tblgen prints when this token is lexed (just
    before the parser sees it); ``error_count`` is how many of them LLVM counts
    toward its final "N errors." line.
    """

    __slots__ = ("kind", "value")

    # Plain tokens share these; ``DiagnosedToken`` stores its own.
    diagnostics: tuple[Diagnostic, ...] = ()
    error_count: int = 0

    def __init__(
        self, kind: TokenKind, value: TokenValue, start: int, end: int, file: SourceFile
    ) -> None:
        self.kind = kind
        self.value = value
        self.start = start
        self.end = end
        self.file = file

    @property
    def span(self) -> Span:
        """The token's source range; for EOF an empty span at the end of its file."""
        return self

    @property
    def text(self) -> str:
        """The token's spelling in the source."""
        return self.file.text[self.start : self.end]

    def with_file(self, file: SourceFile) -> Token:
        """A copy bound to another inclusion of the same text, without diagnostics."""
        return Token(self.kind, self.value, self.start, self.end, file)

    def __repr__(self) -> str:
        return f"Token({self.kind.name}, {self.value!r}, {self.start}, {self.end})"


class PlainToken(Token):
    """A ``Token`` made without arguments, its slots set by the lexer.

    ``PlainToken()`` runs no Python ``__init__`` (nor ``object.__new__``'s
    argument checks), the cheapest way to make the many tokens of a file.
    """

    __slots__ = ()
    __init__ = object.__init__


class DiagnosedToken(Token):
    """A token that carries the diagnostics LLVM prints when it is lexed."""

    __slots__ = ("diagnostics", "error_count")

    def __init__(
        self,
        token: Token,
        diagnostics: tuple[Diagnostic, ...],
        error_count: int,
    ) -> None:
        super().__init__(token.kind, token.value, token.start, token.end, token.file)
        self.diagnostics = diagnostics
        self.error_count = error_count
