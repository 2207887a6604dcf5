"""``-x=mlir``: the PDL dialect module of a PDLL AST (MLIR's
``mlir/lib/Tools/PDLL/CodeGen/MLIRGen.cpp``), printed in MLIR's generic form with
locations.

Constraints and rewrites written in PDLL are inlined where they are called;
native ones become ``pdl.apply_native_constraint``/``pdl.apply_native_rewrite``.
Attribute and type literals are passed through as written (MLIR parses them).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from tblgen_py.pdll.ast import nodes as n
from tblgen_py.pdll.ast import types as t
from tblgen_py.pdll.pdl_ops import PdlOp, Value, loc, mlir_string, pdl_type, print_ops
from tblgen_py.support.diagnostics import Span


class MLIRGen:
    """Builds the PDL ops of a module (MLIR's ``CodeGen`` over the AST)."""

    def __init__(self) -> None:
        self.counter = 0
        self.block: list[PdlOp] = []
        self.parent: PdlOp | None = None
        self.scopes: list[dict[int, list[Value]]] = [{}]

    # Building ----------------------------------------------------------------

    def op(
        self,
        name: str,
        span: Span,
        operands: list[Value],
        result_types: list[str],
        props: list[str] | None = None,
    ) -> PdlOp:
        """Append an op to the current block; its results are named in order."""
        op = PdlOp(name, span, operands, props or [], self.parent)
        if result_types:
            base = f"%{self.counter}"
            self.counter += 1
            if len(result_types) == 1:
                op.results = [Value(base, result_types[0], op)]
            else:
                op.results = [
                    Value(f"{base}#{i}", ty, op) for i, ty in enumerate(result_types)
                ]
        self.block.append(op)
        return op

    def op_value(
        self,
        name: str,
        span: Span,
        operands: list[Value],
        result: str,
        props: list[str] | None = None,
    ) -> Value:
        """Append an op with one result and return that result."""
        return self.op(name, span, operands, [result], props).results[0]

    @contextmanager
    def region(self, op: PdlOp) -> Iterator[None]:
        """Build into the single block of ``op``'s region."""
        saved = self.block, self.parent
        op.body = []
        self.block, self.parent = op.body, op
        try:
            yield
        finally:
            self.block, self.parent = saved

    @contextmanager
    def scope(self) -> Iterator[None]:
        """A variable scope (MLIR's ``ScopedHashTable`` scope)."""
        self.scopes.append({})
        try:
            yield
        finally:
            self.scopes.pop()

    def lookup(self, decl: n.VariableDecl) -> list[Value] | None:
        """The values a variable was generated to, if it was already."""
        for scope in reversed(self.scopes):
            found = scope.get(decl.id)
            if found is not None:
                return found
        return None

    # Module and declarations -------------------------------------------------

    def generate(self, module: n.Module) -> list[PdlOp]:
        """The ``pdl.pattern`` ops of the module."""
        for decl in module.children:
            if isinstance(decl, n.PatternDecl):
                self.gen_pattern(decl)
        return self.block

    def gen_pattern(self, decl: n.PatternDecl) -> None:
        props = [f"benefit = {decl.benefit or 0} : i16"]
        if decl.name is not None:
            props.append(f"sym_name = {mlir_string(decl.name.name)}")
        pattern = self.op("pdl.pattern", decl.span, [], [], props)
        pattern.benefit = decl.benefit or 0
        pattern.info["name"] = None if decl.name is None else decl.name.name
        pattern.info["recursion"] = decl.recursion
        with self.region(pattern):
            self.gen_compound(decl.body)

    # Statements --------------------------------------------------------------

    def gen_stmt(self, stmt: n.Stmt) -> None:
        if isinstance(stmt, n.CompoundStmt):
            self.gen_compound(stmt)
        elif isinstance(stmt, n.EraseStmt):
            root = self.single(stmt.root)
            with self.nested_rewrite(root, stmt.span):
                self.op("pdl.erase", stmt.span, [root], [])
        elif isinstance(stmt, n.LetStmt):
            self.gen_var(stmt.var_decl)
        elif isinstance(stmt, n.ReplaceStmt):
            self.gen_replace(stmt)
        elif isinstance(stmt, n.RewriteStmt):
            root = self.single(stmt.root)
            with self.nested_rewrite(root, stmt.span):
                self.gen_compound(stmt.body)
        elif isinstance(stmt, n.Expr):
            self.expr(stmt)

    def gen_compound(self, stmt: n.CompoundStmt) -> None:
        with self.scope():
            for child in stmt.children:
                self.gen_stmt(child)

    @contextmanager
    def nested_rewrite(self, root: Value, span: Span) -> Iterator[None]:
        """Open a ``pdl.rewrite`` region when directly inside a pattern."""
        if self.parent is None or self.parent.name != "pdl.pattern":
            yield
            return
        props = ["operandSegmentSizes = array<i32: 1, 0>"]
        rewrite = self.op("pdl.rewrite", span, [root], [], props)
        with self.region(rewrite):
            yield

    def gen_replace(self, stmt: n.ReplaceStmt) -> None:
        root = self.single(stmt.root)
        with self.nested_rewrite(root, stmt.span):
            values = [self.single(e) for e in stmt.repl_exprs]
            if len(values) == 1 and values[0].type == "!pdl.operation":
                sizes = "1, 1, 0"
            else:
                sizes = f"1, 0, {len(values)}"
            props = [f"operandSegmentSizes = array<i32: {sizes}>"]
            replace = self.op("pdl.replace", stmt.span, [root, *values], [], props)
            replace.info["with_op"] = sizes == "1, 1, 0"

    # Variables ---------------------------------------------------------------

    def gen_var(self, decl: n.VariableDecl) -> list[Value]:
        found = self.lookup(decl)
        if found is not None:
            return found
        if decl.init is not None:
            values = self.expr(decl.init)
        else:
            values = [self.gen_uninitialized(decl)]
        self.apply_constraints(decl, values)
        self.scopes[-1][decl.id] = values
        return values

    def _type_constraint(self, decl: n.VariableDecl) -> list[Value]:
        for ref in decl.constraints:
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
                return [self.single(cst.type_expr)]
        return []

    def gen_uninitialized(self, decl: n.VariableDecl) -> Value:
        ty = decl.type
        span = decl.span
        if ty == t.VALUE:
            return self.op_value(
                "pdl.operand", span, self._type_constraint(decl), "!pdl.value"
            )
        if ty == t.TYPE:
            return self.op_value("pdl.type", span, [], "!pdl.type")
        if ty == t.ATTR:
            return self.op_value(
                "pdl.attribute", span, self._type_constraint(decl), "!pdl.attribute"
            )
        if isinstance(ty, t.OperationType):
            operands = self.op_value("pdl.operands", span, [], "!pdl.range<value>")
            results = self.op_value("pdl.types", span, [], "!pdl.range<type>")
            return self._operation(span, ty.name, [operands], [], [], [results])
        if ty == t.VALUE_RANGE:
            return self.op_value(
                "pdl.operands", span, self._type_constraint(decl), "!pdl.range<value>"
            )
        return self.op_value("pdl.types", span, [], "!pdl.range<type>")

    def apply_constraints(self, decl: n.VariableDecl, values: list[Value]) -> None:
        for ref in decl.constraints:
            if isinstance(ref.constraint, n.UserConstraintDecl):
                self.call_constraint(ref.constraint, ref.span, values)

    # Expressions -------------------------------------------------------------

    def single(self, expr: n.Expr) -> Value:
        values = self.expr(expr)
        assert len(values) == 1
        return values[0]

    def expr(self, expr: n.Expr) -> list[Value]:
        if isinstance(expr, n.CallExpr):
            return self.gen_call(expr)
        if isinstance(expr, n.DeclRefExpr):
            if not isinstance(expr.decl, n.VariableDecl):
                return []  # an inline constraint or rewrite stated on its own
            return self.gen_var(expr.decl)
        if isinstance(expr, n.TupleExpr):
            return [self.single(e) for e in expr.elements]
        if isinstance(expr, n.AttributeExpr):
            props = [_value_prop(expr.value)]
            attr = self.op("pdl.attribute", expr.span, [], ["!pdl.attribute"], props)
            attr.constant = True
            attr.info["value"] = expr.value
            return attr.results
        if isinstance(expr, n.TypeExpr):
            props = [f"constantType = {expr.value}"]
            type_op = self.op("pdl.type", expr.span, [], ["!pdl.type"], props)
            type_op.constant = True
            type_op.info["value"] = expr.value
            return type_op.results
        if isinstance(expr, n.MemberAccessExpr):
            return [self.gen_member(expr)]
        if isinstance(expr, n.OperationExpr):
            return [self.gen_operation(expr)]
        assert isinstance(expr, n.RangeExpr)
        elements = [v for e in expr.elements for v in self.expr(e)]
        return [self.op_value("pdl.range", expr.span, elements, pdl_type(expr.type))]

    def gen_member(self, expr: n.MemberAccessExpr) -> Value:
        parents = self.expr(expr.parent)
        parent_ty = expr.parent.type
        result_ty = pdl_type(expr.type)
        if isinstance(parent_ty, t.OperationType):
            parent = [parents[0]]
            if isinstance(expr, n.AllResultsMemberAccessExpr):
                if result_ty == "!pdl.value":
                    return self._result("pdl.result", expr.span, parent, result_ty, 0)
                return self.op_value("pdl.results", expr.span, parent, result_ty)
            ods_op = parent_ty.ods_op
            if ods_op is None:
                index = _i32(int(expr.member) % 2**32)
                return self._result("pdl.result", expr.span, parent, result_ty, index)
            if expr.member[0].isdigit():
                index = int(expr.member)
            else:
                index = [r.name for r in ods_op.results].index(expr.member)
            return self._result("pdl.results", expr.span, parent, result_ty, index)
        assert isinstance(parent_ty, t.TupleType)
        if expr.member[0].isdigit():
            return parents[int(expr.member)]
        return parents[parent_ty.names.index(expr.member)]

    def _result(
        self, name: str, span: Span, parent: list[Value], ty: str, index: int
    ) -> Value:
        """``pdl.result``/``pdl.results`` with an index."""
        value = self.op_value(name, span, parent, ty, [f"index = {index} : i32"])
        value.owner.info["index"] = index
        return value

    def gen_operation(self, expr: n.OperationExpr) -> Value:
        operands = [self.single(e) for e in expr.operands]
        names: list[str] = []
        attrs: list[Value] = []
        for attr in expr.attributes:
            assert attr.name is not None
            names.append(attr.name.name)
            attrs.append(self.single(attr.value))
        results = [self.single(e) for e in expr.result_types]
        return self._operation(
            expr.span, expr.name_decl.op_name, operands, names, attrs, results
        )

    def _operation(
        self,
        span: Span,
        name: str | None,
        operands: list[Value],
        attr_names: list[str],
        attrs: list[Value],
        results: list[Value],
    ) -> Value:
        props = [
            f"attributeValueNames = [{', '.join(mlir_string(a) for a in attr_names)}]"
        ]
        if name is not None:
            props.append(f"opName = {mlir_string(name)}")
        sizes = f"{len(operands)}, {len(attrs)}, {len(results)}"
        props.append(f"operandSegmentSizes = array<i32: {sizes}>")
        op = self.op(
            "pdl.operation",
            span,
            [*operands, *attrs, *results],
            ["!pdl.operation"],
            props,
        )
        op.op_name = name
        op.info["attr_names"] = tuple(attr_names)
        op.info["sizes"] = (len(operands), len(attrs), len(results))
        return op.results[0]

    # Calls -------------------------------------------------------------------

    def gen_call(self, expr: n.CallExpr) -> list[Value]:
        arguments = [self.single(a) for a in expr.arguments]
        assert isinstance(expr.callable, n.DeclRefExpr)
        decl = expr.callable.decl
        if isinstance(decl, n.UserConstraintDecl):
            return self.call_constraint(decl, expr.span, arguments, expr.negated)
        assert isinstance(decl, n.UserRewriteDecl)
        return self.call(decl, expr.span, arguments)

    def call_constraint(
        self,
        decl: n.UserConstraintDecl,
        span: Span,
        inputs: list[Value],
        negated: bool = False,
    ) -> list[Value]:
        for param, value in zip(decl.inputs, inputs):
            self.apply_constraints(param, [value])
        results = self.call(decl, span, inputs, negated)
        for result_decl, value in zip(decl.results, results):
            self.apply_constraints(result_decl, [value])
        return results

    def call(
        self,
        decl: n.CallableDecl,
        span: Span,
        inputs: list[Value],
        negated: bool = False,
    ) -> list[Value]:
        if decl.body is None:
            return self._native_call(decl, span, inputs, negated)
        with self.scope():
            for param, value in zip(decl.inputs, inputs):
                self.scopes[-1][param.id] = [value]
            self.gen_compound(decl.body)
            if not decl.body.children:
                return []
            last = decl.body.children[-1]
            if not isinstance(last, n.ReturnStmt):
                return []
            return self.expr(last.result)

    def _native_call(
        self, decl: n.CallableDecl, span: Span, inputs: list[Value], negated: bool
    ) -> list[Value]:
        ty = decl.result_type
        if isinstance(ty, t.TupleType):
            types = [pdl_type(e) for e in ty.types]
        else:
            types = [pdl_type(ty)]
        props = [f"name = {mlir_string(decl.decl_name.name)}"]
        if isinstance(decl, n.UserConstraintDecl):
            props.insert(0, f"isNegated = {'true' if negated else 'false'}")
            op_name = "pdl.apply_native_constraint"
        else:
            op_name = "pdl.apply_native_rewrite"
        native = self.op(op_name, span, inputs, types, props)
        native.info["name"] = decl.decl_name.name
        native.info["negated"] = negated
        native.info["decl"] = decl
        return native.results


def _value_prop(value: str) -> str:
    return "value" if value == "unit" else f"value = {value}"


def _i32(index: int) -> int:
    return index - 2**32 if index >= 2**31 else index


def generate_ops(module: n.Module) -> list[PdlOp]:
    """The ``pdl.pattern`` ops generated for ``module``."""
    return MLIRGen().generate(module)


def generate_mlir(module: n.Module, ops: list[PdlOp] | None = None) -> str:
    """The generic text of the PDL module for ``module`` (of ``ops`` if given)."""
    lines = ['"builtin.module"() ({', "^bb0:"]
    print_ops(generate_ops(module) if ops is None else ops, 1, lines)
    lines.append(f"}}) : () -> () {loc(module.span)}")
    return "\n".join(lines) + "\n"
