"""Building expressions with their checks: calls, references, member accesses,
operations (operand and result groups against ODS) and tuples."""

from __future__ import annotations

from tblgen_py.pdll.ast import nodes as n
from tblgen_py.pdll.ast import types as t
from tblgen_py.pdll.ods_context import OdsOperation, OperandOrResult
from tblgen_py.pdll.parser.base import OpResultTypeContext, ParserContext
from tblgen_py.pdll.parser.sema import MAX_UNSIGNED, Sema, parse_index
from tblgen_py.support.diagnostics import Span


class ExprSema(Sema):
    """Creates expressions after checking them."""

    def create_call_expr(
        self, span: Span, parent: n.Expr, arguments: list[n.Expr], negated: bool
    ) -> n.CallExpr:
        """A call of the constraint or rewrite ``parent`` refers to."""
        decl = parent.decl if isinstance(parent, n.DeclRefExpr) else None
        if not isinstance(decl, n.CallableDecl):
            self.fail(
                "expected a reference to a callable `Constraint` or `Rewrite`, but "
                f"got: `{parent.type}`",
                at=span,
            )
        if self.context is ParserContext.REWRITE:
            if isinstance(decl, n.UserConstraintDecl):
                self.fail(
                    "unable to invoke `Constraint` within a rewrite section", at=span
                )
            if negated:
                self.fail("unable to negate a Rewrite", at=span)
        else:
            if isinstance(decl, n.UserRewriteDecl):
                self.fail("unable to invoke `Rewrite` within a match section", at=span)
            if negated and decl.body is not None:
                self.fail("unable to negate non native constraints", at=span)
        name = decl.decl_name.name
        if len(decl.inputs) != len(arguments):
            self.fail_with_note(
                span,
                f"invalid number of arguments for {decl.callable_type} call; expected "
                f"{len(decl.inputs)}, but got {len(arguments)}",
                decl.span,
                f"see the definition of {name} here",
            )
        note = (f"see the definition of `{name}` here", decl.span)
        for index, (param, argument) in enumerate(zip(decl.inputs, arguments)):
            arguments[index] = self.convert_or_fail(argument, param.type, [note])
        return n.CallExpr(span, parent, arguments, decl.result_type, negated)

    def create_decl_ref_expr(self, span: Span, decl: n.Decl) -> n.DeclRefExpr:
        """A reference to ``decl`` typed by what it declares."""
        ty: t.Type
        if isinstance(decl, n.ConstraintDecl):
            ty = t.CONSTRAINT
        elif isinstance(decl, n.UserRewriteDecl):
            ty = t.REWRITE
        elif isinstance(decl, n.VariableDecl):
            ty = decl.type
        else:
            assert decl.name is not None
            self.fail(f"invalid reference to `{decl.name.name}`", at=span)
        return n.DeclRefExpr(span, decl, ty)

    def create_inline_variable_expr(
        self, ty: t.Type, name: str, span: Span, constraints: list[n.ConstraintRef]
    ) -> n.DeclRefExpr:
        """A variable defined where it is used, and a reference to it."""
        decl = self.define_variable_decl(name, span, ty, None, constraints)
        return n.DeclRefExpr(span, decl, ty)

    def validate_member_access(self, parent: n.Expr, name: str, span: Span) -> t.Type:
        """The type of ``parent.name``."""
        parent_ty = parent.type
        if isinstance(parent_ty, t.OperationType):
            if name == n.ALL_RESULTS_MEMBER:
                return t.VALUE_RANGE
            ods_op = parent_ty.ods_op
            if ods_op is not None:
                found = self._ods_result(ods_op, name)
                if found is not None:
                    return t.VALUE_RANGE if found.is_variadic else t.VALUE
            elif name[0].isdigit():
                return t.VALUE  # any index of an op without ODS: one value
        elif isinstance(parent_ty, t.TupleType):
            index = parse_index(name, MAX_UNSIGNED)
            if index is not None and index < len(parent_ty):
                return parent_ty.types[index]
            if name in parent_ty.names:
                return parent_ty.types[parent_ty.names.index(name)]
        self.fail(
            f"invalid member access `{name}` on expression of type `{parent_ty}`",
            at=span,
        )

    @staticmethod
    def _ods_result(ods_op: OdsOperation, name: str) -> OperandOrResult | None:
        index = parse_index(name, MAX_UNSIGNED)
        if index is not None and index < len(ods_op.results):
            return ods_op.results[index]
        for result in ods_op.results:
            if result.name == name:
                return result
        return None

    def create_operation_expr(
        self,
        span: Span,
        name_decl: n.OpNameDecl,
        result_context: OpResultTypeContext,
        operands: list[n.Expr],
        attributes: list[n.NamedAttributeDecl],
        results: list[n.Expr],
    ) -> n.OperationExpr:
        """An operation expression, its operand and result groups checked."""
        name = name_decl.op_name
        ods_op = self.ods.lookup(name)
        self._validate_groups(
            "operand", span, ods_op, name, operands, t.VALUE, t.VALUE_RANGE
        )
        for attr in attributes:
            if not isinstance(attr.value.type, t.AttributeType):
                self.fail(
                    f"expected `Attr` expression, but got `{attr.value.type}`",
                    at=attr.value.span,
                )
        if result_context is OpResultTypeContext.EXPLICIT:
            self._validate_groups(
                "result", span, ods_op, name, results, t.TYPE, t.TYPE_RANGE
            )
        elif result_context is OpResultTypeContext.INTERFACE:
            assert name is not None
            self._check_result_type_inference(span, name, ods_op)
        return n.OperationExpr(span, ods_op, name_decl, operands, results, attributes)

    def _check_result_type_inference(
        self, span: Span, name: str, ods_op: OdsOperation | None
    ) -> None:
        if ods_op is None:
            self.diag.warning(
                span,
                f"operation result types are marked to be inferred, but `{name}` is "
                f"unknown. Ensure that `{name}` supports zero results or implements "
                "`InferTypeOpInterface`. Include the ODS definition of this operation "
                "to remove this warning.",
            )
            return
        requires = any(not r.is_variable_length for r in ods_op.results)
        if requires and not ods_op.supports_type_inference:
            self.diag.warning(
                span,
                f"operation result types are marked to be inferred, but `{name}` does "
                "not provide an implementation of `InferTypeOpInterface`. Ensure that "
                f"`{name}` attaches `InferTypeOpInterface` at runtime, or add support "
                "to the ODS definition to remove this warning.",
                [(f"see the definition of `{name}` here", ods_op.span)],
            )

    def _validate_groups(
        self,
        group: str,
        span: Span,
        ods_op: OdsOperation | None,
        name: str | None,
        values: list[n.Expr],
        single: t.Type,
        range_ty: t.Type,
    ) -> None:
        if len(values) == 1:
            values[0] = self.convert_or_fail(values[0], range_ty)
            return
        if ods_op is not None:
            ods_values = ods_op.operands if group == "operand" else ods_op.results
            self._validate_ods_groups(
                group, span, ods_op, values, ods_values, single, range_ty
            )
            return
        for index, value in enumerate(values):
            if value.type in (range_ty, single):
                continue
            if single == t.VALUE and isinstance(value.type, t.OperationType):
                values[index] = n.AllResultsMemberAccessExpr(
                    value.span, value, t.VALUE_RANGE
                )
                continue
            converted = self.convert(value, range_ty)
            if converted is not None:
                values[index] = converted
                continue
            self.fail(
                f"expected `{single}` or `{range_ty}` convertible expression, but got "
                f"`{value.type}`",
                at=value.span,
            )

    def _validate_ods_groups(
        self,
        group: str,
        span: Span,
        ods_op: OdsOperation,
        values: list[n.Expr],
        ods_values: list[OperandOrResult],
        single: t.Type,
        range_ty: t.Type,
    ) -> None:
        def size_mismatch() -> None:
            self.fail_with_note(
                span,
                f"invalid number of {group} groups for `{ods_op.name}`; expected "
                f"{len(ods_values)}, but got {len(values)}",
                ods_op.span,
                f"see the definition of `{ods_op.name}` here",
            )

        if not values:
            if not ods_values:
                return
            if any(not v.is_variable_length for v in ods_values):
                size_mismatch()
            if self.context is not ParserContext.REWRITE or len(ods_values) == 1:
                return
            for _ in ods_values:
                values.append(n.RangeExpr(span, [], range_ty))
            return
        if len(ods_values) != len(values):
            size_mismatch()
        note = (f"see the definition of `{ods_op.name}` here", ods_op.span)
        for index, value in enumerate(values):
            expected = range_ty if ods_values[index].is_variadic else single
            values[index] = self.convert_or_fail(value, expected, [note])

    def create_tuple_expr(
        self, span: Span, elements: list[n.Expr], names: list[str]
    ) -> n.TupleExpr:
        """A tuple; constraints, rewrites and tuples cannot be elements."""
        for element in elements:
            if isinstance(element.type, (t.ConstraintType, t.RewriteType, t.TupleType)):
                self.fail(
                    f"unable to build a tuple with `{element.type}` element",
                    at=element.span,
                )
        return n.TupleExpr(span, elements, names)
