"""The parser's state: the token stream, declaration scopes, the parsing context
and the helpers every grammar area uses (``consume_if``, ``parse_token``,
``error``) - MLIR's ``Parser`` fields and lexer utilities in ``Parser.cpp``."""

from __future__ import annotations

import enum
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import NoReturn, TypeVar

from tblgen_py.pdll.ast import nodes as n
from tblgen_py.pdll.diagnostics import DiagnosticEngine, ParseFailure
from tblgen_py.pdll.lexer import Lexer, Token, TokenKind
from tblgen_py.pdll.ods_context import OdsContext
from tblgen_py.support.diagnostics import SourceFile, Span

_D = TypeVar("_D", bound=n.Decl)


class ParserContext(enum.Enum):
    """What the parser is inside of; decides which constructs are allowed."""

    GLOBAL = enum.auto()
    CONSTRAINT = enum.auto()
    PATTERN_MATCH = enum.auto()
    REWRITE = enum.auto()


class OpResultTypeContext(enum.Enum):
    """How the result types of an operation expression are known."""

    EXPLICIT = enum.auto()
    REPLACEMENT = enum.auto()
    INTERFACE = enum.auto()


class DeclScope:
    """Declarations visible at one nesting level."""

    def __init__(self, parent: DeclScope | None) -> None:
        self.parent = parent
        self.decls: dict[str, n.Decl] = {}

    def add(self, decl: n.Decl) -> None:
        """Declare ``decl`` under its name."""
        assert decl.name is not None
        self.decls[decl.name.name] = decl

    def lookup(self, name: str) -> n.Decl | None:
        """The nearest declaration named ``name``."""
        scope: DeclScope | None = self
        while scope is not None:
            found = scope.decls.get(name)
            if found is not None:
                return found
            scope = scope.parent
        return None

    def lookup_as(self, name: str, kind: type[_D]) -> _D | None:
        """The nearest declaration named ``name`` when it is a ``kind``."""
        found = self.lookup(name)
        return found if isinstance(found, kind) else None


class ParserBase:
    """Token handling, scopes and diagnostics shared by the grammar areas."""

    def __init__(
        self,
        file: SourceFile,
        diag: DiagnosticEngine,
        include_dirs: Sequence[str] = (),
        ods: OdsContext | None = None,
    ) -> None:
        self.diag = diag
        self.lexer = Lexer(file, diag)
        self.include_dirs = list(include_dirs)
        self.ods = ods if ods is not None else OdsContext()
        self.included_files: list[str] = []
        self.scope: DeclScope | None = None
        self.context = ParserContext.GLOBAL
        self.anonymous_counter = 0
        self.tok = self.lexer.lex_token()

    # Scopes ------------------------------------------------------------------

    def push_scope(self, scope: DeclScope | None = None) -> DeclScope:
        """Enter a new scope (or re-enter ``scope``)."""
        self.scope = scope if scope is not None else DeclScope(self.scope)
        return self.scope

    def pop_scope(self) -> None:
        """Leave the current scope."""
        assert self.scope is not None
        self.scope = self.scope.parent

    @property
    def cur_scope(self) -> DeclScope:
        """The innermost scope."""
        assert self.scope is not None
        return self.scope

    @contextmanager
    def in_context(self, context: ParserContext) -> Iterator[None]:
        """Parse under ``context``, restoring the previous one afterwards."""
        saved = self.context
        self.context = context
        try:
            yield
        finally:
            self.context = saved

    # Tokens ------------------------------------------------------------------

    def consume(self) -> Token:
        """Advance to the next token; return the one consumed."""
        tok = self.tok
        assert tok.kind is not TokenKind.EOF and tok.kind is not TokenKind.ERROR
        self.tok = self.lexer.lex_token()
        return tok

    def at(self, kind: TokenKind) -> bool:
        """Whether the current token is a ``kind``."""
        return self.tok.kind is kind

    def consume_if(self, kind: TokenKind) -> bool:
        """Consume the current token when it is a ``kind``."""
        if self.tok.kind is not kind:
            return False
        self.consume()
        return True

    def reset_token(self, span: Span) -> None:
        """Re-lex from the start of ``span``."""
        self.lexer.reset_pointer(span)
        self.tok = self.lexer.lex_token()

    def parse_token(self, kind: TokenKind, message: str) -> Token:
        """Consume a ``kind`` token or fail with ``message`` at the current one."""
        if self.tok.kind is not kind:
            self.fail(message)
        return self.consume()

    # Diagnostics ---------------------------------------------------------------

    def fail(
        self,
        message: str,
        at: Span | None = None,
        notes: list[tuple[str, Span | None]] | None = None,
    ) -> NoReturn:
        """Emit an error (at the current token by default) and unwind."""
        raise self.diag.error(at or self.tok.span, message, notes or [])

    def fail_with_note(
        self, at: Span, message: str, note_at: Span, note: str
    ) -> NoReturn:
        """Emit an error with one located note and unwind."""
        raise self.diag.error(at, message, [(note, note_at)])

    # Grammar entry points other areas call -------------------------------------

    def parse_expr(self) -> n.Expr:
        """expr (defined by the expression area)."""
        raise NotImplementedError

    def parse_stmt(self, expect_semicolon: bool = True) -> n.Stmt:
        """stmt (defined by the statement area)."""
        raise NotImplementedError

    def parse_compound_stmt(self) -> n.CompoundStmt:
        """compound-stmt (defined by the statement area)."""
        raise NotImplementedError

    def parse_inline_user_constraint_decl(self) -> n.UserConstraintDecl:
        """An inline ``Constraint`` (defined by the declaration area)."""
        raise NotImplementedError

    def parse_inline_user_rewrite_decl(self) -> n.UserRewriteDecl:
        """An inline ``Rewrite`` (defined by the declaration area)."""
        raise NotImplementedError


def join(first: Span, last: Span) -> Span:
    """The span from the start of ``first`` to the end of ``last``."""
    end = last.end if last.file is first.file else first.end
    return Span(first.file, first.start, end)


def silent_failure() -> ParseFailure:
    """A failure whose error was already reported (by the lexer)."""
    return ParseFailure([])
