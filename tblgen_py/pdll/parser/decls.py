"""Grammar area: declarations.

module        ::= (directive | top-level-decl)*
top-level-decl ::= constraint-decl | pattern-decl | rewrite-decl
constraint-decl ::= `Constraint` identifier? signature
                    (compound-stmt | `=>` expr `;` | string? `;`)
rewrite-decl  ::= `Rewrite` identifier? signature
                    (compound-stmt | `=>` stmt `;` | string? `;`)
signature     ::= `(` (arg (`,` arg)*)? `)` (`->` (result | `(` result,* `)`))?
pattern-decl  ::= `Pattern` identifier? (`with` metadata (`,` metadata)*)?
                    (compound-stmt | `=>` stmt `;`)
"""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.pdll.ast import nodes as n
from tblgen_py.pdll.ast import types as t
from tblgen_py.pdll.lexer import TokenKind
from tblgen_py.pdll.parser.base import DeclScope, ParserContext, silent_failure
from tblgen_py.pdll.parser.stmts import StmtParser
from tblgen_py.support.diagnostics import Span

K = TokenKind
_MAX_BENEFIT = 2**16 - 1
_RETURN_ONLY_IN_CALLABLE = (
    "`return` statements are only permitted within a `Constraint` or `Rewrite` body"
)


class Signature:
    """The parsed arguments and results of a constraint or rewrite."""

    def __init__(self) -> None:
        self.arguments: list[n.VariableDecl] = []
        self.results: list[n.VariableDecl] = []
        self.scope: DeclScope | None = None
        self.result_type: t.Type = t.EMPTY_TUPLE


class DeclParser(StmtParser):
    """Parses declarations."""

    def parse_top_level_decl(self) -> n.Decl:
        """top-level-decl"""
        kind = self.tok.kind
        decl: n.Decl
        if kind is K.KW_CONSTRAINT:
            decl = self.parse_user_constraint_decl(False)
        elif kind is K.KW_PATTERN:
            decl = self.parse_pattern_decl()
        elif kind is K.KW_REWRITE_DECL:
            decl = self.parse_user_rewrite_decl(False)
        else:
            self.fail("expected top-level declaration, such as a `Pattern`")
        if decl.name is not None:
            self.check_define_named_decl(decl.name)
            self.cur_scope.add(decl)
        return decl

    # Constraints and rewrites ------------------------------------------------

    def parse_user_constraint_decl(self, inline: bool) -> n.UserConstraintDecl:
        """constraint-decl"""
        decl = self._parse_callable(
            n.UserConstraintDecl, ParserContext.CONSTRAINT, "constraint", inline
        )
        assert isinstance(decl, n.UserConstraintDecl)
        return decl

    def parse_user_rewrite_decl(self, inline: bool) -> n.UserRewriteDecl:
        """rewrite-decl"""
        decl = self._parse_callable(
            n.UserRewriteDecl, ParserContext.REWRITE, "rewrite", inline
        )
        assert isinstance(decl, n.UserRewriteDecl)
        return decl

    def parse_inline_user_constraint_decl(self) -> n.UserConstraintDecl:
        """A constraint defined inside another declaration."""
        decl = self.parse_user_constraint_decl(True)
        self.check_define_named_decl(decl.decl_name)
        self.cur_scope.add(decl)
        return decl

    def parse_inline_user_rewrite_decl(self) -> n.UserRewriteDecl:
        """A rewrite defined inside another declaration."""
        decl = self.parse_user_rewrite_decl(True)
        self.check_define_named_decl(decl.decl_name)
        self.cur_scope.add(decl)
        return decl

    def _parse_callable(
        self,
        cls: type[n.CallableDecl],
        context: ParserContext,
        prefix: str,
        inline: bool,
    ) -> n.CallableDecl:
        span = self.consume().span
        with self.in_context(context):
            if self.tok.kind is not K.IDENTIFIER:
                if not inline:
                    self.fail("expected identifier name")
                name = n.Name(f"<anonymous_{prefix}_{self.anonymous_counter}>", span)
                self.anonymous_counter += 1
            else:
                tok = self.consume()
                name = n.Name(tok.spelling, tok.span)
            sig = self.parse_signature()
            if self.tok.kind in (K.L_BRACE, K.EQUAL_ARROW):
                if cls is n.UserConstraintDecl:
                    return self._parse_pdll_constraint_body(name, inline, sig)
                return self._parse_pdll_rewrite_body(name, inline, sig)
            return self._parse_native_body(cls, name, inline, sig)

    def _parse_native_body(
        self, cls: type[n.CallableDecl], name: n.Name, inline: bool, sig: Signature
    ) -> n.CallableDecl:
        code: str | None = None
        if self.tok.is_string():
            code = self.consume().string_value()
        elif inline:
            self.fail(
                "external declarations must be declared in global scope", at=name.span
            )
        elif self.tok.kind is K.ERROR:
            raise silent_failure()
        self.parse_token(K.SEMICOLON, "expected `;` after native declaration")
        return cls(name, sig.arguments, sig.results, sig.result_type, None, code)

    def parse_signature(self) -> Signature:
        """signature"""
        sig = Signature()
        self.parse_token(K.L_PAREN, "expected `(` to start argument list")
        sig.scope = self.push_scope()
        if self.tok.kind is not K.R_PAREN:
            while True:
                sig.arguments.append(self._parse_argument_decl())
                if not self.consume_if(K.COMMA):
                    break
        self.pop_scope()
        self.parse_token(K.R_PAREN, "expected `)` to end argument list")
        self.push_scope()
        if self.consume_if(K.ARROW):
            if self.consume_if(K.L_PAREN):
                while True:
                    sig.results.append(self._parse_result_decl())
                    if not self.consume_if(K.COMMA):
                        break
                self.parse_token(K.R_PAREN, "expected `)` to end result list")
            else:
                sig.results.append(self._parse_result_decl())
        self.pop_scope()
        sig.result_type = _result_type(sig.results)
        if len(sig.results) == 1 and sig.results[0].var_name:
            self.fail(
                "cannot create a single-element tuple with an element label",
                at=sig.results[0].span,
            )
        return sig

    def _parse_argument_decl(self) -> n.VariableDecl:
        if self.tok.kind is not K.IDENTIFIER and not self.tok.is_dependent_keyword():
            self.fail("expected identifier argument name")
        tok = self.consume()
        self.parse_token(K.COLON, "expected `:` before argument constraint")
        ref = self.parse_arg_or_result_constraint()
        return self.create_arg_or_result_decl(tok.spelling, tok.span, ref)

    def _parse_result_decl(self) -> n.VariableDecl:
        tok = self.tok
        if tok.kind is K.IDENTIFIER or tok.is_dependent_keyword():
            if self.cur_scope.lookup_as(tok.spelling, n.ConstraintDecl) is None:
                self.consume()
                self.parse_token(K.COLON, "expected `:` before result constraint")
                ref = self.parse_arg_or_result_constraint()
                return self.create_arg_or_result_decl(tok.spelling, tok.span, ref)
        ref = self.parse_arg_or_result_constraint()
        return self.create_arg_or_result_decl("", ref.span, ref)

    def _parse_lambda_body(
        self, process: Callable[[n.Stmt], n.Stmt], expect_semicolon: bool = True
    ) -> n.CompoundStmt:
        self.consume()  # `=>`
        start = self.tok.span
        self.push_scope()
        try:
            stmt = process(self.parse_stmt(expect_semicolon))
        finally:
            self.pop_scope()
        here = self.tok.span
        return n.CompoundStmt(Span(start.file, start.start, here.start), [stmt])

    def _parse_pdll_constraint_body(
        self, name: n.Name, inline: bool, sig: Signature
    ) -> n.CallableDecl:
        def to_return(stmt: n.Stmt) -> n.Stmt:
            if not isinstance(stmt, n.Expr):
                self.fail(
                    "expected `Constraint` lambda body to contain a single expression",
                    at=stmt.span,
                )
            return n.ReturnStmt(stmt.span, stmt)

        assert sig.scope is not None
        self.push_scope(sig.scope)
        if self.tok.kind is K.EQUAL_ARROW:
            body = self._parse_lambda_body(to_return, not inline)
        else:
            body = self.parse_compound_stmt()
            self._validate_return("Constraint", body, sig)
        self.pop_scope()
        return self._create_pdll_callable(n.UserConstraintDecl, name, sig, body)

    def _parse_pdll_rewrite_body(
        self, name: n.Name, inline: bool, sig: Signature
    ) -> n.CallableDecl:
        def to_return(stmt: n.Stmt) -> n.Stmt:
            if isinstance(stmt, n.OpRewriteStmt):
                return stmt
            if not isinstance(stmt, n.Expr):
                self.fail(
                    "expected `Rewrite` lambda body to contain a single expression or "
                    "an operation rewrite statement; such as `erase`, `replace`, or "
                    "`rewrite`",
                    at=stmt.span,
                )
            return n.ReturnStmt(stmt.span, stmt)

        assert sig.scope is not None
        self.push_scope(sig.scope)
        if self.tok.kind is K.EQUAL_ARROW:
            body = self._parse_lambda_body(to_return, not inline)
        else:
            body = self.parse_compound_stmt()
        self.pop_scope()
        self._validate_return("Rewrite", body, sig)
        return self._create_pdll_callable(n.UserRewriteDecl, name, sig, body)

    def _validate_return(self, kind: str, body: n.CompoundStmt, sig: Signature) -> None:
        children = body.children
        index = next(
            (i for i, stmt in enumerate(children) if isinstance(stmt, n.ReturnStmt)),
            len(children),
        )
        if index < len(children):
            if index + 1 < len(children):
                self.fail(
                    f"`return` terminated the `{kind}` body, but found trailing "
                    "statements afterwards",
                    at=children[index + 1].span,
                )
        elif sig.results:
            end = Span(body.span.file, body.span.end, body.span.end)
            self.fail(
                f"missing return in a `{kind}` expected to return `{sig.result_type}`",
                at=end,
            )

    def _create_pdll_callable(
        self,
        cls: type[n.CallableDecl],
        name: n.Name,
        sig: Signature,
        body: n.CompoundStmt,
    ) -> n.CallableDecl:
        result_type = sig.result_type
        if body.children and isinstance(body.children[-1], n.ReturnStmt):
            ret = body.children[-1]
            if not sig.results:
                result_type = ret.result.type
            else:
                ret.result = self.convert_or_fail(ret.result, result_type)
        return cls(name, sig.arguments, sig.results, result_type, body)

    # Patterns ----------------------------------------------------------------

    def parse_pattern_decl(self) -> n.Decl:
        """pattern-decl"""
        span = self.consume().span
        with self.in_context(ParserContext.PATTERN_MATCH):
            name: n.Name | None = None
            if self.tok.kind is K.IDENTIFIER:
                tok = self.consume()
                name = n.Name(tok.spelling, tok.span)
            benefit, recursion = None, False
            if self.consume_if(K.KW_WITH):
                benefit, recursion = self._parse_pattern_metadata()
            if self.tok.kind is K.EQUAL_ARROW:
                body = self._parse_lambda_body(self._check_pattern_lambda)
            else:
                if self.tok.kind is not K.L_BRACE:
                    self.fail("expected `{` or `=>` to start pattern body")
                body = self.parse_compound_stmt()
                self._validate_pattern_body(span, body)
        return n.PatternDecl(span, name, benefit, recursion, body)

    def _check_pattern_lambda(self, stmt: n.Stmt) -> n.Stmt:
        if isinstance(stmt, n.OpRewriteStmt):
            return stmt
        self.fail(
            "expected Pattern lambda body to contain a single operation rewrite "
            "statement, such as `erase`, `replace`, or `rewrite`",
            at=stmt.span,
        )

    def _validate_pattern_body(self, span: Span, body: n.CompoundStmt) -> None:
        children = body.children
        for index, stmt in enumerate(children):
            if isinstance(stmt, n.ReturnStmt):
                self.fail(_RETURN_ONLY_IN_CALLABLE, at=stmt.span)
            if isinstance(stmt, n.OpRewriteStmt):
                if index + 1 < len(children):
                    self.fail(
                        "Pattern body was terminated by an operation rewrite "
                        "statement, but found trailing statements",
                        at=children[index + 1].span,
                    )
                return
        self.fail(
            "expected Pattern body to terminate with an operation rewrite statement, "
            "such as `erase`",
            at=span,
        )

    def _parse_pattern_metadata(self) -> tuple[int | None, bool]:
        benefit: int | None = None
        benefit_at: Span | None = None
        recursion_at: Span | None = None
        while True:
            if self.tok.kind is not K.IDENTIFIER:
                self.fail("expected pattern metadata identifier")
            tok = self.consume()
            if tok.spelling == "benefit":
                if benefit_at is not None:
                    self.fail_with_note(
                        tok.span,
                        "pattern benefit has already been specified",
                        benefit_at,
                        "see previous definition here",
                    )
                self.parse_token(K.L_PAREN, "expected `(` before pattern benefit")
                if not self.at(K.INTEGER):
                    self.fail("expected integral pattern benefit")
                if int(self.tok.spelling) > _MAX_BENEFIT:
                    self.fail("expected pattern benefit to fit within a 16-bit integer")
                benefit = int(self.consume().spelling)
                benefit_at = tok.span
                self.parse_token(K.R_PAREN, "expected `)` after pattern benefit")
            elif tok.spelling == "recursion":
                if recursion_at is not None:
                    self.fail_with_note(
                        tok.span,
                        "pattern recursion metadata has already been specified",
                        recursion_at,
                        "see previous definition here",
                    )
                recursion_at = tok.span
            else:
                self.fail("unknown pattern metadata", at=tok.span)
            if not self.consume_if(K.COMMA):
                return benefit, recursion_at is not None


def _result_type(results: list[n.VariableDecl]) -> t.Type:
    """One result's type, or a tuple of every result's type and name."""
    if len(results) == 1:
        return results[0].type
    return t.tuple_of([r.type for r in results], [r.var_name for r in results])
