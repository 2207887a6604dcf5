"""Grammar area: constraints on variables and operation names.

constraint-list ::= constraint | `[` constraint (`,` constraint)* `]`
constraint      ::= `Attr` (`<` expr `>`)? | `Op` op-name-wrapped? | `Type`
                  | `TypeRange` | `Value` (`<` expr `>`)?
                  | `ValueRange` (`<` expr `>`)? | inline-constraint | identifier
op-name         ::= identifier `.` (identifier | `.`)+
"""

from __future__ import annotations

from tblgen_py.pdll.ast import nodes as n
from tblgen_py.pdll.lexer import TokenKind
from tblgen_py.pdll.parser.base import join
from tblgen_py.pdll.parser.sema import Sema
from tblgen_py.support.diagnostics import Span

K = TokenKind


class ConstraintParser(Sema):
    """Parses constraint references and operation names."""

    def parse_variable_decl_constraint_list(self) -> list[n.ConstraintRef]:
        """constraint-list"""
        constraints: list[n.ConstraintRef] = []
        type_constraint: list[Span] = []
        if not self.consume_if(K.L_SQUARE):
            constraints.append(self.parse_constraint(type_constraint, True))
            return constraints
        while True:
            constraints.append(self.parse_constraint(type_constraint, True))
            if not self.consume_if(K.COMMA):
                break
        self.parse_token(K.R_SQUARE, "expected `]` after constraint list")
        return constraints

    def parse_arg_or_result_constraint(self) -> n.ConstraintRef:
        """A single constraint without inline type constraints."""
        return self.parse_constraint([], False)

    def _parse_type_constraint(self, seen: list[Span], allow_inline: bool) -> n.Expr:
        if not allow_inline:
            self.fail(
                "inline `Attr`, `Value`, and `ValueRange` type constraints are not "
                "permitted on arguments or results"
            )
        if seen:
            self.fail_with_note(
                self.tok.span,
                "the type of this variable has already been constrained",
                seen[0],
                "see previous constraint location here",
            )
        self.consume()  # `<`
        type_expr = self.parse_expr()
        self.parse_token(K.GREATER, "expected `>` after variable type constraint")
        seen.append(type_expr.span)
        return type_expr

    def _optional_type_constraint(
        self, seen: list[Span], allow_inline: bool
    ) -> n.Expr | None:
        if self.tok.kind is not K.LESS:
            return None
        return self._parse_type_constraint(seen, allow_inline)

    def parse_constraint(self, seen: list[Span], allow_inline: bool) -> n.ConstraintRef:
        """constraint; ``seen`` holds the span of an earlier type constraint."""
        span = self.tok.span
        kind = self.tok.kind
        decl: n.ConstraintDecl
        if kind is K.KW_ATTR_CST:
            self.consume()
            decl = n.AttrConstraintDecl(
                span, self._optional_type_constraint(seen, allow_inline)
            )
        elif kind is K.KW_OP_CST:
            self.consume()
            decl = n.OpConstraintDecl(span, self.parse_wrapped_operation_name(True))
        elif kind is K.KW_TYPE_CST:
            self.consume()
            decl = n.TypeConstraintDecl(span)
        elif kind is K.KW_TYPE_RANGE:
            self.consume()
            decl = n.TypeRangeConstraintDecl(span)
        elif kind is K.KW_VALUE:
            self.consume()
            decl = n.ValueConstraintDecl(
                span, self._optional_type_constraint(seen, allow_inline)
            )
        elif kind is K.KW_VALUE_RANGE:
            self.consume()
            decl = n.ValueRangeConstraintDecl(
                span, self._optional_type_constraint(seen, allow_inline)
            )
        elif kind is K.KW_CONSTRAINT:
            decl = self.parse_inline_user_constraint_decl()
        elif kind is K.IDENTIFIER:
            decl = self._parse_constraint_reference(span)
        else:
            self.fail("expected identifier constraint", at=span)
        return n.ConstraintRef(decl, span)

    def _parse_constraint_reference(self, span: Span) -> n.ConstraintDecl:
        name = self.consume().spelling
        found = self.cur_scope.lookup(name)
        if found is None:
            self.fail(f"unknown reference to constraint `{name}`", at=span)
        if isinstance(found, n.ConstraintDecl):
            return found
        self.fail_with_note(
            span,
            "invalid reference to non-constraint",
            found.span,
            f"see the definition of `{name}` here",
        )

    def parse_operation_name(self, allow_empty: bool) -> n.OpNameDecl:
        """op-name"""
        span = self.tok.span
        if self.tok.kind is not K.IDENTIFIER and not self.tok.is_keyword():
            if allow_empty:
                return n.OpNameDecl(Span(span.file, span.start, span.start))
            self.fail("expected dialect namespace")
        first = self.consume()
        self.parse_token(K.DOT, "expected `.` after dialect namespace")
        if self.tok.kind is not K.IDENTIFIER and not self.tok.is_keyword():
            self.fail("expected operation name after dialect namespace")
        # As MLIR does, the name is the source text from the dialect on, as long
        # as the spellings of the tokens read (so spaces within it shift it).
        size = len(first.spelling) + 1
        end = self.tok.span
        while True:
            end = self.tok.span
            size += len(self.consume().spelling)
            if not (self.tok.kind in (K.IDENTIFIER, K.DOT) or self.tok.is_keyword()):
                break
        name = span.file.text[span.start : span.start + size]
        full = join(span, end)
        return n.OpNameDecl(full, n.Name(name, full))

    def parse_wrapped_operation_name(self, allow_empty: bool) -> n.OpNameDecl:
        """op-name-wrapped ::= `<` op-name? `>`"""
        if not self.consume_if(K.LESS):
            here = self.tok.span
            return n.OpNameDecl(Span(here.file, here.start, here.start))
        decl = self.parse_operation_name(allow_empty)
        self.parse_token(K.GREATER, "expected `>` after operation name")
        return decl
