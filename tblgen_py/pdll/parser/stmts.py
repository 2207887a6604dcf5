"""Grammar area: statements.

stmt          ::= (erase-stmt | let-stmt | replace-stmt | return-stmt
                  | rewrite-stmt | expr) `;`
compound-stmt ::= `{` stmt* `}`
erase-stmt    ::= `erase` expr
let-stmt      ::= `let` identifier (`:` constraint-list)? (`=` expr)?
replace-stmt  ::= `replace` expr `with` (expr | `(` expr (`,` expr)* `)`)
return-stmt   ::= `return` expr
rewrite-stmt  ::= `rewrite` expr `with` compound-stmt
"""

from __future__ import annotations

from tblgen_py.pdll.ast import nodes as n
from tblgen_py.pdll.ast import types as t
from tblgen_py.pdll.lexer import TokenKind
from tblgen_py.pdll.parser.base import OpResultTypeContext, ParserContext, join
from tblgen_py.pdll.parser.exprs import ExprParser
from tblgen_py.support.diagnostics import Span

K = TokenKind


class StmtParser(ExprParser):
    """Parses statements."""

    def parse_stmt(self, expect_semicolon: bool = True) -> n.Stmt:
        """stmt"""
        kind = self.tok.kind
        stmt: n.Stmt
        if kind is K.KW_ERASE:
            stmt = self.parse_erase_stmt()
        elif kind is K.KW_LET:
            stmt = self.parse_let_stmt()
        elif kind is K.KW_REPLACE:
            stmt = self.parse_replace_stmt()
        elif kind is K.KW_RETURN:
            stmt = self.parse_return_stmt()
        elif kind is K.KW_REWRITE:
            stmt = self.parse_rewrite_stmt()
        else:
            stmt = self.parse_expr()
        if expect_semicolon:
            self.parse_token(K.SEMICOLON, "expected `;` after statement")
        return stmt

    def parse_compound_stmt(self) -> n.CompoundStmt:
        """compound-stmt"""
        start = self.consume().span
        self.push_scope()
        statements: list[n.Stmt] = []
        try:
            while self.tok.kind is not K.R_BRACE:
                statements.append(self.parse_stmt())
        finally:
            self.pop_scope()
        end = self.consume().span
        return n.CompoundStmt(join(start, end), statements)

    def _check_not_in_constraint(self, what: str) -> None:
        if self.context is ParserContext.CONSTRAINT:
            self.fail(f"`{what}` cannot be used within a Constraint")

    def parse_erase_stmt(self) -> n.Stmt:
        """erase-stmt"""
        self._check_not_in_constraint("erase")
        span = self.consume().span
        root = self.parse_expr()
        if not isinstance(root.type, t.OperationType):
            self.fail("expected `Op` expression", at=root.span)
        return n.EraseStmt(span, root)

    def parse_let_stmt(self) -> n.Stmt:
        """let-stmt"""
        span = self.consume().span
        var_tok = self.tok
        if var_tok.kind is not K.IDENTIFIER and not var_tok.is_dependent_keyword():
            if var_tok.kind is K.UNDERSCORE:
                self.fail(
                    '`_` may only be used to define "inline" variables', at=var_tok.span
                )
            self.fail(
                "expected identifier after `let` to name a new variable",
                at=var_tok.span,
            )
        self.consume()
        constraints: list[n.ConstraintRef] = []
        if self.consume_if(K.COLON):
            constraints = self.parse_variable_decl_constraint_list()
        init: n.Expr | None = None
        if self.consume_if(K.EQUAL):
            init = self.parse_expr()
            for ref in constraints:
                cst = ref.constraint
                if (
                    isinstance(
                        cst,
                        (
                            n.AttrConstraintDecl,
                            n.ValueConstraintDecl,
                            n.ValueRangeConstraintDecl,
                        ),
                    )
                    and cst.type_expr is not None
                ):
                    self.fail(
                        "type constraints are not permitted on variables with initializers",
                        at=ref.span,
                    )
        decl = self.create_variable_decl(
            var_tok.spelling, var_tok.span, init, constraints
        )
        return n.LetStmt(span, decl)

    def parse_replace_stmt(self) -> n.Stmt:
        """replace-stmt"""
        self._check_not_in_constraint("replace")
        span = self.consume().span
        root = self.parse_expr()
        self.parse_token(K.KW_WITH, "expected `with` after root operation")
        with self.in_context(ParserContext.REWRITE):
            values: list[n.Expr] = []
            if self.consume_if(K.L_PAREN):
                if self.consume_if(K.R_PAREN):
                    self.fail(
                        "expected at least one replacement value, consider using "
                        "`erase` if no replacement values are desired",
                        at=span,
                    )
                values.append(self.parse_expr())
                while self.consume_if(K.COMMA):
                    values.append(self.parse_expr())
                self.parse_token(K.R_PAREN, "expected `)` after replacement values")
            elif self.tok.kind is K.KW_OP:
                values.append(
                    self.parse_operation_expr(OpResultTypeContext.REPLACEMENT)
                )
            else:
                values.append(self.parse_expr())
        return self._create_replace_stmt(span, root, values)

    def _create_replace_stmt(
        self, span: Span, root: n.Expr, values: list[n.Expr]
    ) -> n.Stmt:
        if not isinstance(root.type, t.OperationType):
            self.fail(f"expected `Op` expression, but got `{root.type}`", at=root.span)
        to_values = len(values) > 1
        for index, value in enumerate(values):
            if isinstance(value.type, t.OperationType):
                if to_values:
                    values[index] = n.AllResultsMemberAccessExpr(
                        value.span, value, t.VALUE_RANGE
                    )
                continue
            if value.type not in (t.VALUE, t.VALUE_RANGE):
                self.fail(
                    "expected `Op`, `Value` or `ValueRange` expression, but got "
                    f"`{value.type}`",
                    at=value.span,
                )
        return n.ReplaceStmt(span, root, values)

    def parse_return_stmt(self) -> n.Stmt:
        """return-stmt"""
        span = self.consume().span
        return n.ReturnStmt(span, self.parse_expr())

    def parse_rewrite_stmt(self) -> n.Stmt:
        """rewrite-stmt"""
        self._check_not_in_constraint("rewrite")
        span = self.consume().span
        root = self.parse_expr()
        self.parse_token(K.KW_WITH, "expected `with` before rewrite body")
        if self.tok.kind is not K.L_BRACE:
            self.fail("expected `{` to start rewrite body")
        with self.in_context(ParserContext.REWRITE):
            body = self.parse_compound_stmt()
            for stmt in body.children:
                if isinstance(stmt, n.ReturnStmt):
                    self.fail(
                        "`return` statements are only permitted within a `Constraint` "
                        "or `Rewrite` body",
                        at=stmt.span,
                    )
        if not isinstance(root.type, t.OperationType):
            self.fail(f"expected `Op` expression, but got `{root.type}`", at=root.span)
        return n.RewriteStmt(span, root, body)
