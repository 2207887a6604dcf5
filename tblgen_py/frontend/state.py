"""Parser state: tokens, diagnostics, scopes, and the entries parsing produces.

The parser mirrors LLVM's TGParser: functions return ``None``/``True`` on
error after reporting it, so error recovery (and thus the sequence of
diagnostics) is the same as llvm-tblgen's.
"""

from __future__ import annotations

from itertools import chain, islice, repeat

from tblgen_py.support.diagnostics import Span
from tblgen_py.frontend.lexer import KEYWORDS, PUNCTUATION, Lexer, Token, TokenKind
from tblgen_py.records.active import Locs
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.records.record import Record
from tblgen_py.records.types import RecTy
from tblgen_py.records.values import Init, StringInit, VarInit

# Keywords and punctuation by spelling.
_SPELLED: dict[str, TokenKind] = {**KEYWORDS, **PUNCTUATION}


class LetRecord:
    """One ``name{bits} = value`` of a top-level ``let``."""

    __slots__ = ("name", "bits", "value", "loc")

    def __init__(self, name: StringInit, bits: list[int], value: Init, loc: Span):
        self.name = name
        self.bits = bits
        self.value = value
        self.loc = loc


class ForeachLoop:
    """A ``foreach`` (or lowered ``if``) whose body entries await resolution."""

    __slots__ = ("loc", "iter_var", "list_value", "entries")

    def __init__(
        self,
        loc: Span,
        iter_var: VarInit | None,
        list_value: Init,
        entries: list[Entry] | None = None,
    ) -> None:
        self.loc = loc
        self.iter_var = iter_var
        self.list_value = list_value
        self.entries: list[Entry] = [] if entries is None else entries


class AssertionEntry:
    """A top-level or multiclass-level ``assert``."""

    __slots__ = ("loc", "condition", "message")

    def __init__(self, loc: Span, condition: Init, message: Init) -> None:
        self.loc = loc
        self.condition = condition
        self.message = message


class DumpEntry:
    """A top-level or multiclass-level ``dump``."""

    __slots__ = ("loc", "message")

    def __init__(self, loc: Span, message: Init) -> None:
        self.loc = loc
        self.message = message


Entry = Record | ForeachLoop | AssertionEntry | DumpEntry


class MultiClass:
    """A multiclass: a prototype record for its template args, plus entries."""

    __slots__ = ("rec", "entries")

    def __init__(self, rec: Record, entries: list[Entry] | None = None) -> None:
        self.rec = rec
        self.entries: list[Entry] = [] if entries is None else entries


class DefsetRecord:
    """A ``defset`` being collected."""

    __slots__ = ("loc", "elt_ty", "elements")

    def __init__(self, loc: Span, elt_ty: RecTy) -> None:
        self.loc = loc
        self.elt_ty = elt_ty
        self.elements: list[Init] = []


class Scope:
    """A lexical scope for ``defvar`` (LLVM's TGVarScope)."""

    __slots__ = ("parent", "kind", "rec", "loop", "mc", "vars")
    LOCAL, RECORD, LOOP, MULTICLASS = range(4)

    def __init__(
        self,
        parent: Scope | None,
        kind: int = 0,
        rec: Record | None = None,
        loop: ForeachLoop | None = None,
        mc: MultiClass | None = None,
    ) -> None:
        self.parent = parent
        self.kind = kind
        self.rec = rec
        self.loop = loop
        self.mc = mc
        self.vars: dict[str, Init] = {}

    def var_already_defined(self, name: str) -> bool:
        """Whether ``name`` is a local variable of this very scope."""
        return name in self.vars

    def is_outermost(self) -> bool:
        """Whether this is the file scope."""
        return self.parent is None


class ParserState:
    """Everything the parsing mixins share."""

    def __init__(self, lexer: Lexer, keeper: RecordKeeper) -> None:
        self.lexer = lexer
        self.records = keeper
        tokens = self._tokens = lexer.tokens
        self.tok: Token = tokens[0]
        self._announce(self.tok)
        # After the last token (EOF or ERROR) a copy without its diagnostics repeats.
        last = tokens[-1]
        tail = Token(last.kind, last.value, last.start, last.end, last.file)
        self._next = chain(islice(tokens, 1, None), repeat(tail)).__next__
        self._positions: dict[int, int] | None = None
        self.let_stack: list[list[LetRecord]] = []
        self.multiclasses: dict[str, MultiClass] = {}
        self.loops: list[ForeachLoop] = []
        self.cur_multiclass: MultiClass | None = None
        self.defsets: list[DefsetRecord] = []
        self.scope: Scope | None = None
        self.type_aliases: dict[str, RecTy] = {}
        # Why a value was dropped without a message (llvm-tblgen's null Init):
        # reported only if the parse then fails with no error printed at all.
        self.silent_failure: tuple[Span, str] | None = None

    # -- tokens

    def lex(self) -> Token:
        """Advance to the next token and return it."""
        tok = self.tok = self._next()
        if tok.diagnostics:
            self._announce(tok)
        return tok

    def peek_token(self, n: int = 1) -> Token:
        """The token ``n`` places ahead."""
        tokens = self._tokens
        if self._positions is None:
            self._positions = {id(tok): index for index, tok in enumerate(tokens)}
        index = self._positions.get(id(self.tok), len(tokens) - 1)
        return tokens[min(index + n, len(tokens) - 1)]

    def _announce(self, tok: Token) -> None:
        """Emit the lexer diagnostics attached to a token as it becomes current."""
        for diag in tok.diagnostics:
            self.records.diagnostics.append(diag)
        self.records.error_count += tok.error_count

    def at(self, spelling: str) -> bool:
        """Whether the current token is the keyword or punctuation ``spelling``."""
        return self.tok.kind is _SPELLED[spelling]

    def at_kind(self, kind: TokenKind) -> bool:
        """Whether the current token has kind ``kind``."""
        return self.tok.kind is kind

    def consume(self, spelling: str) -> bool:
        """Eat the token if it is ``spelling``."""
        if self.tok.kind is _SPELLED[spelling]:
            tok = self.tok = self._next()  # lex(), inlined (hot)
            if tok.diagnostics:
                self._announce(tok)
            return True
        return False

    @property
    def loc(self) -> Span:
        """The location of the current token (the token is its own span)."""
        return self.tok

    # -- diagnostics (LLVM's Error/TokError return true)

    def error(self, loc: Locs, message: str) -> bool:
        """Report an error at ``loc``; returns True like TGParser::Error."""
        self.records.error(message, loc)
        return True

    def tok_error(self, message: str) -> bool:
        """Report an error at the current token."""
        return self.error(self.loc, message)

    def note(self, loc: Locs, message: str) -> None:
        """Report a note."""
        self.records.note(message, loc)

    # -- scopes

    def push_scope(
        self,
        kind: int = 0,
        rec: Record | None = None,
        loop: ForeachLoop | None = None,
        mc: MultiClass | None = None,
    ) -> Scope:
        """Open a nested scope."""
        scope = self.scope = Scope(self.scope, kind, rec, loop, mc)
        return scope

    def pop_scope(self, scope: Scope) -> None:
        """Close ``scope`` (and anything opened after it)."""
        self.scope = scope.parent
