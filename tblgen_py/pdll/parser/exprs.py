"""Grammar area: expressions.

expr       ::= `_` `:` constraint-list | primary (`.` member | call-args)*
primary    ::= attr-expr | inline-constraint | `not` identifier call-args
             | identifier (`:` constraint-list)? | op-expr | inline-rewrite
             | type-expr | tuple-expr
op-expr    ::= `op` op-name-wrapped (`(` exprs? `)`)? (`{` named-attrs `}`)?
               (`->` `(` exprs? `)`)?
tuple-expr ::= `(` ((identifier `=`)? expr (`,` ...)*)? `)`
"""

from __future__ import annotations

from tblgen_py.pdll.ast import nodes as n
from tblgen_py.pdll.ast import types as t
from tblgen_py.pdll.lexer import TokenKind
from tblgen_py.pdll.parser.base import OpResultTypeContext, ParserContext, join
from tblgen_py.pdll.parser.constraints import ConstraintParser
from tblgen_py.pdll.parser.expr_sema import ExprSema
from tblgen_py.support.diagnostics import Span

K = TokenKind


class ExprParser(ExprSema, ConstraintParser):
    """Parses expressions and builds them with their types."""

    def parse_expr(self) -> n.Expr:
        """expr"""
        if self.tok.kind is K.UNDERSCORE:
            return self.parse_underscore_expr()
        parse = _PRIMARY.get(self.tok.kind)
        if parse is None:
            self.fail("expected expression")
        expr = parse(self)
        while True:
            if self.tok.kind is K.DOT:
                expr = self.parse_member_access_expr(expr)
            elif self.tok.kind is K.L_PAREN:
                expr = self.parse_call_expr(expr)
            else:
                return expr

    def parse_attribute_expr(self) -> n.Expr:
        """attr-expr ::= `attr` `<` string `>`"""
        return self._parse_literal_expr(
            "attribute", "MLIR attribute", n.AttributeExpr, t.ATTR
        )

    def parse_type_expr(self) -> n.Expr:
        """type-expr ::= `type` `<` string `>`"""
        return self._parse_literal_expr("type", "MLIR type", n.TypeExpr, t.TYPE)

    def _parse_literal_expr(
        self,
        what: str,
        contents: str,
        node: type[n.AttributeExpr] | type[n.TypeExpr],
        ty: t.Type,
    ) -> n.Expr:
        span = self.consume().span
        if not self.consume_if(K.LESS):
            self.reset_token(span)  # a plain identifier
            return self.parse_identifier_expr()
        if not self.tok.is_string():
            self.fail(f"expected string literal containing {contents}")
        value = self.consume().string_value()
        full = join(span, self.tok.span)
        self.parse_token(K.GREATER, f"expected `>` after {what} literal")
        return node(full, value, ty)

    def parse_call_expr(self, parent: n.Expr, negated: bool = False) -> n.Expr:
        """call-args ::= `(` (expr (`,` expr)*)? `)`"""
        self.consume()
        arguments: list[n.Expr] = []
        if self.tok.kind is not K.R_PAREN:
            while True:
                arguments.append(self.parse_expr())
                if not self.consume_if(K.COMMA):
                    break
        span = join(parent.span, self.tok.span)
        self.parse_token(K.R_PAREN, "expected `)` after argument list")
        return self.create_call_expr(span, parent, arguments, negated)

    def parse_identifier_expr(self) -> n.Expr:
        """identifier (`:` constraint-list)?"""
        tok = self.consume()
        if self.consume_if(K.COLON):
            constraints = self.parse_variable_decl_constraint_list()
            ty = self.validate_variable_constraints(constraints)
            assert ty is not None
            return self.create_inline_variable_expr(
                ty, tok.spelling, tok.span, constraints
            )
        decl = self.cur_scope.lookup(tok.spelling)
        if decl is None:
            self.fail(f"undefined reference to `{tok.spelling}`", at=tok.span)
        return self.create_decl_ref_expr(tok.span, decl)

    def parse_underscore_expr(self) -> n.Expr:
        """`_` `:` constraint-list"""
        tok = self.consume()
        self.parse_token(K.COLON, "expected `:` after `_` variable")
        constraints = self.parse_variable_decl_constraint_list()
        ty = self.validate_variable_constraints(constraints)
        assert ty is not None
        return self.create_inline_variable_expr(ty, tok.spelling, tok.span, constraints)

    def parse_inline_constraint_lambda_expr(self) -> n.Expr:
        """inline-constraint used as an expression"""
        decl = self.parse_inline_user_constraint_decl()
        return n.DeclRefExpr(decl.span, decl, t.CONSTRAINT)

    def parse_inline_rewrite_lambda_expr(self) -> n.Expr:
        """inline-rewrite used as an expression"""
        decl = self.parse_inline_user_rewrite_decl()
        return n.DeclRefExpr(decl.span, decl, t.REWRITE)

    def parse_member_access_expr(self, parent: n.Expr) -> n.Expr:
        """`.` (identifier | integer | keyword)"""
        dot = self.consume().span
        tok = self.tok
        if tok.kind not in (K.IDENTIFIER, K.INTEGER) and not tok.is_keyword():
            self.fail("expected identifier or numeric member name", at=dot)
        span = join(parent.span, tok.span)
        self.consume()
        ty = self.validate_member_access(parent, tok.spelling, span)
        return n.MemberAccessExpr(span, parent, tok.spelling, ty)

    def parse_negated_expr(self) -> n.Expr:
        """`not` identifier call-args"""
        self.consume()
        if self.tok.kind is not K.IDENTIFIER:
            self.fail("expected native constraint")
        callee = self.parse_identifier_expr()
        if not self.at(K.L_PAREN):
            self.fail("expected `(` after function name")
        return self.parse_call_expr(callee, negated=True)

    def parse_operation_expr(
        self, result_context: OpResultTypeContext = OpResultTypeContext.EXPLICIT
    ) -> n.Expr:
        """op-expr"""
        span = self.consume().span
        if self.tok.kind is not K.LESS:
            self.reset_token(span)  # a plain identifier
            return self.parse_identifier_expr()
        name_decl = self.parse_wrapped_operation_name(
            self.context is not ParserContext.REWRITE
        )
        operands = self._parse_operands(span)
        attributes = self._parse_attribute_list(name_decl.op_name)
        results: list[n.Expr] = []
        if self.consume_if(K.ARROW):
            self.parse_token(
                K.L_PAREN, "expected `(` before operation result type list"
            )
            result_context = OpResultTypeContext.EXPLICIT
            if not self.consume_if(K.R_PAREN):
                results = self._parse_expr_list()
                self.parse_token(
                    K.R_PAREN, "expected `)` after operation result type list"
                )
        elif self.context is not ParserContext.REWRITE:
            results.append(
                self._implicit_range_var(
                    span, n.TypeRangeConstraintDecl(span), t.TYPE_RANGE
                )
            )
        elif result_context is OpResultTypeContext.EXPLICIT:
            result_context = OpResultTypeContext.INTERFACE
        return self.create_operation_expr(
            span, name_decl, result_context, operands, attributes, results
        )

    def _parse_expr_list(self) -> list[n.Expr]:
        exprs = [self.parse_expr()]
        while self.consume_if(K.COMMA):
            exprs.append(self.parse_expr())
        return exprs

    def _implicit_range_var(
        self, span: Span, cst: n.ConstraintDecl, ty: t.Type
    ) -> n.Expr:
        var = self.define_variable_decl(
            "_", span, ty, None, [n.ConstraintRef(cst, span)]
        )
        return n.DeclRefExpr(span, var, ty)

    def _parse_operands(self, span: Span) -> list[n.Expr]:
        if not self.consume_if(K.L_PAREN):
            if self.context is ParserContext.REWRITE:
                return []
            return [
                self._implicit_range_var(
                    span, n.ValueRangeConstraintDecl(span), t.VALUE_RANGE
                )
            ]
        if self.consume_if(K.R_PAREN):
            return []
        operands = self._parse_expr_list()
        self.parse_token(K.R_PAREN, "expected `)` after operation operand list")
        return operands

    def _parse_attribute_list(self, op_name: str | None) -> list[n.NamedAttributeDecl]:
        attributes: list[n.NamedAttributeDecl] = []
        if not self.consume_if(K.L_BRACE):
            return attributes
        while True:
            attributes.append(self.parse_named_attribute_decl())
            if not self.consume_if(K.COMMA):
                break
        self.parse_token(K.R_BRACE, "expected `}` after operation attribute list")
        return attributes

    def parse_named_attribute_decl(self) -> n.NamedAttributeDecl:
        """named-attr ::= (string | identifier | keyword) (`=` expr)?"""
        tok = self.tok
        if tok.is_string():
            name = tok.string_value()
        elif tok.kind is K.IDENTIFIER or tok.is_keyword():
            name = tok.spelling
        else:
            self.fail("expected identifier or string attribute name")
        self.consume()
        name_node = n.Name(name, tok.span)
        if self.consume_if(K.EQUAL):
            value = self.parse_expr()
        else:
            value = n.AttributeExpr(tok.span, "unit", t.ATTR)
        return n.NamedAttributeDecl(name_node, value)

    def parse_tuple_expr(self) -> n.Expr:
        """tuple-expr"""
        span = self.consume().span
        used: dict[str, Span] = {}
        names: list[str] = []
        elements: list[n.Expr] = []
        if self.tok.kind is not K.R_PAREN:
            while True:
                names.append(self._parse_tuple_label(used))
                elements.append(self.parse_expr())
                if not self.consume_if(K.COMMA):
                    break
        full = join(span, self.tok.span)
        self.parse_token(K.R_PAREN, "expected `)` after tuple element list")
        return self.create_tuple_expr(full, elements, names)

    def _parse_tuple_label(self, used: dict[str, Span]) -> str:
        tok = self.tok
        if tok.kind is not K.IDENTIFIER and not tok.is_dependent_keyword():
            return ""
        self.consume()
        if not self.consume_if(K.EQUAL):
            self.reset_token(tok.span)
            return ""
        if tok.spelling in used:
            self.fail_with_note(
                tok.span,
                f"duplicate tuple element label `{tok.spelling}`",
                used[tok.spelling],
                "see previous label use here",
            )
        used[tok.spelling] = tok.span
        return tok.spelling


_PRIMARY = {
    K.KW_ATTR: ExprParser.parse_attribute_expr,
    K.KW_CONSTRAINT: ExprParser.parse_inline_constraint_lambda_expr,
    K.KW_NOT: ExprParser.parse_negated_expr,
    K.IDENTIFIER: ExprParser.parse_identifier_expr,
    K.KW_OP: ExprParser.parse_operation_expr,
    K.KW_REWRITE_DECL: ExprParser.parse_inline_rewrite_lambda_expr,
    K.KW_TYPE: ExprParser.parse_type_expr,
    K.L_PAREN: ExprParser.parse_tuple_expr,
}
