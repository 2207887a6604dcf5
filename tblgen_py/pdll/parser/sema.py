"""Semantic analysis while parsing: implicit conversions between expression
types, variable constraints, and the checks that build expressions
(``convertExpressionTo``, ``validateVariableConstraint``, ``createCallExpr``,
... of MLIR's ``Parser.cpp``)."""

from __future__ import annotations

from tblgen_py.pdll.ast import nodes as n
from tblgen_py.pdll.ast import types as t
from tblgen_py.pdll.diagnostics import ParseFailure
from tblgen_py.pdll.parser.base import ParserBase, ParserContext
from tblgen_py.support.diagnostics import Span

Notes = list[tuple[str, Span | None]]

MAX_UNSIGNED = 2**32 - 1
"""The largest ``unsigned`` (member indices are parsed into one)."""


def parse_index(name: str, limit: int) -> int | None:
    """``StringRef::getAsInteger`` in base 10: None when not a number in range."""
    if not name.isdigit() or not name.isascii():
        return None
    value = int(name)
    return value if value <= limit else None


class Sema(ParserBase):
    """Conversions and validation shared by the grammar areas."""

    # Conversions -------------------------------------------------------------

    def convert(
        self, expr: n.Expr, ty: t.Type, notes: Notes | None = None
    ) -> n.Expr | None:
        """``expr`` converted to ``ty``, or None after emitting an error."""
        notes = notes or []
        expr_ty = expr.type
        if expr_ty == ty:
            return expr
        if isinstance(expr_ty, t.OperationType):
            return self._convert_op(expr, expr_ty, ty, notes)
        if expr_ty in (t.VALUE, t.VALUE_RANGE) and ty in (t.VALUE, t.VALUE_RANGE):
            return expr
        if expr_ty in (t.TYPE, t.TYPE_RANGE) and ty in (t.TYPE, t.TYPE_RANGE):
            return expr
        if isinstance(expr_ty, t.TupleType):
            return self._convert_tuple(expr, expr_ty, ty, notes)
        return self._convert_error(expr, ty, notes)

    def convert_or_fail(
        self, expr: n.Expr, ty: t.Type, notes: Notes | None = None
    ) -> n.Expr:
        """``expr`` converted to ``ty``; unwinds after the error otherwise."""
        converted = self.convert(expr, ty, notes)
        if converted is None:
            raise ParseFailure([])  # the error is already emitted
        return converted

    def _convert_error(self, expr: n.Expr, ty: t.Type, notes: Notes) -> n.Expr | None:
        message = (
            f"unable to convert expression of type `{expr.type}` to the expected "
            f"type of `{ty}`"
        )
        self.diag.error(expr.span, message, notes)
        return None

    def _convert_op(
        self, expr: n.Expr, expr_ty: t.OperationType, ty: t.Type, notes: Notes
    ) -> n.Expr | None:
        if isinstance(ty, t.OperationType):
            return self._convert_error(expr, ty, notes) if ty.name else expr
        if ty == t.VALUE_RANGE:
            return n.AllResultsMemberAccessExpr(expr.span, expr, t.VALUE_RANGE)
        if ty != t.VALUE:
            return self._convert_error(expr, ty, notes)
        ods_op = expr_ty.ods_op
        if ods_op is not None:
            if not ods_op.results:
                note = (
                    f"see the definition of `{ods_op.name}`, which was defined with "
                    "zero results"
                )
                return self._convert_error(expr, ty, [*notes, (note, ods_op.span)])
            singles = sum(1 for r in ods_op.results if not r.is_variable_length)
            if singles > 1:
                note = (
                    f"see the definition of `{ods_op.name}`, which was defined with "
                    f"at least {singles} results"
                )
                return self._convert_error(expr, ty, [*notes, (note, ods_op.span)])
        return n.AllResultsMemberAccessExpr(expr.span, expr, t.VALUE)

    def _convert_tuple(
        self, expr: n.Expr, expr_ty: t.TupleType, ty: t.Type, notes: Notes
    ) -> n.Expr | None:
        if isinstance(ty, t.TupleType):
            if len(ty) != len(expr_ty):
                return self._convert_error(expr, ty, notes)
            elements: list[n.Expr] = []
            for index, element_ty in enumerate(expr_ty.types):
                access = n.MemberAccessExpr(expr.span, expr, str(index), element_ty)
                note = (f"when converting element #{index} of `{expr_ty}`", None)
                converted = self.convert(access, ty.types[index], [note, *notes])
                if converted is None:
                    return None
                elements.append(converted)
            return n.TupleExpr(expr.span, elements, list(ty.names))
        if ty == t.VALUE_RANGE:
            return self._convert_to_range(
                expr, expr_ty, ty, (t.VALUE, t.VALUE_RANGE), notes
            )
        if ty == t.TYPE_RANGE:
            return self._convert_to_range(
                expr, expr_ty, ty, (t.TYPE, t.TYPE_RANGE), notes
            )
        return self._convert_error(expr, ty, notes)

    def _convert_to_range(
        self,
        expr: n.Expr,
        expr_ty: t.TupleType,
        ty: t.Type,
        allowed: tuple[t.Type, ...],
        notes: Notes,
    ) -> n.Expr | None:
        if self.context is not ParserContext.REWRITE:
            note = (
                "Tuple to Range conversion is currently only allowed within a "
                "rewrite context",
                None,
            )
            return self._convert_error(expr, ty, [*notes, note])
        if any(element not in allowed for element in expr_ty.types):
            return self._convert_error(expr, ty, notes)
        elements: list[n.Expr] = [
            n.MemberAccessExpr(expr.span, expr, str(i), element_ty)
            for i, element_ty in enumerate(expr_ty.types)
        ]
        return n.RangeExpr(expr.span, elements, ty)

    # Declarations ------------------------------------------------------------

    def check_define_named_decl(self, name: n.Name) -> None:
        """Fail when ``name`` is already declared in a visible scope."""
        previous = self.cur_scope.lookup(name.name)
        if previous is not None:
            assert previous.name is not None
            self.fail_with_note(
                name.span,
                f"`{name.name}` has already been defined",
                previous.name.span,
                "see previous definition here",
            )

    def define_variable_decl(
        self,
        name: str,
        span: Span,
        ty: t.Type,
        init: n.Expr | None,
        constraints: list[n.ConstraintRef],
    ) -> n.VariableDecl:
        """Create a variable; named ones (not ``_``) join the current scope."""
        name_node = n.Name(name, span)
        if name in ("", "_"):
            return n.VariableDecl(name_node, ty, init, constraints)
        self.check_define_named_decl(name_node)
        decl = n.VariableDecl(name_node, ty, init, constraints)
        self.cur_scope.add(decl)
        return decl

    def create_variable_decl(
        self,
        name: str,
        span: Span,
        init: n.Expr | None,
        constraints: list[n.ConstraintRef],
    ) -> n.VariableDecl:
        """A ``let`` variable: its type from the constraints and initializer."""
        ty = self.validate_variable_constraints(constraints)
        if init is not None:
            if ty is None:
                ty = init.type
            else:
                merged = ty.refine_with(init.type)
                if merged is not None:
                    ty = merged
                else:
                    init = self.convert_or_fail(init, ty)
        elif ty is None:
            self.fail_with_note(
                span,
                f"unable to infer type for variable `{name}`",
                span,
                "the type of a variable must be inferable from the constraint list "
                "or the initializer",
            )
        if isinstance(ty, (t.ConstraintType, t.RewriteType)):
            self.fail(f"unable to define variable of `{ty}` type", at=span)
        return self.define_variable_decl(name, span, ty, init, constraints)

    def create_arg_or_result_decl(
        self, name: str, span: Span, ref: n.ConstraintRef
    ) -> n.VariableDecl:
        """A signature variable of a constraint or rewrite."""
        ty = self.validate_variable_constraint(ref, None)
        return self.define_variable_decl(name, span, ty, None, [ref])

    def validate_variable_constraints(
        self, constraints: list[n.ConstraintRef]
    ) -> t.Type | None:
        """The type the constraints infer together (None for no constraints)."""
        inferred: t.Type | None = None
        for ref in constraints:
            inferred = self.validate_variable_constraint(ref, inferred)
        return inferred

    def validate_variable_constraint(
        self, ref: n.ConstraintRef, inferred: t.Type | None
    ) -> t.Type:
        """``inferred`` refined by the type ``ref`` constrains to."""
        ty = self._constraint_type(ref)
        if inferred is None:
            return ty
        merged = inferred.refine_with(ty)
        if merged is None:
            self.fail(
                f"constraint type `{ty}` is incompatible with the previously "
                f"inferred type `{inferred}`",
                at=ref.span,
            )
        return merged

    def _constraint_type(self, ref: n.ConstraintRef) -> t.Type:
        cst = ref.constraint
        if isinstance(cst, (n.AttrConstraintDecl, n.ValueConstraintDecl)):
            if cst.type_expr is not None and cst.type_expr.type != t.TYPE:
                self.fail(
                    "expected expression of `Type` in type constraint",
                    at=cst.type_expr.span,
                )
            return t.ATTR if isinstance(cst, n.AttrConstraintDecl) else t.VALUE
        if isinstance(cst, n.ValueRangeConstraintDecl):
            if cst.type_expr is not None and cst.type_expr.type != t.TYPE_RANGE:
                self.fail(
                    "expected expression of `TypeRange` in type constraint",
                    at=cst.type_expr.span,
                )
            return t.VALUE_RANGE
        if isinstance(cst, n.OpConstraintDecl):
            name = cst.name_decl.op_name
            return t.OperationType(name, self.ods.lookup(name))
        if isinstance(cst, n.TypeConstraintDecl):
            return t.TYPE
        if isinstance(cst, n.TypeRangeConstraintDecl):
            return t.TYPE_RANGE
        assert isinstance(cst, n.UserConstraintDecl)
        if len(cst.inputs) != 1:
            self.fail_with_note(
                ref.span,
                "`Constraint`s applied via a variable constraint list must take a "
                f"single input, but got {len(cst.inputs)}",
                cst.span,
                "see definition of constraint here",
            )
        return cst.inputs[0].type
