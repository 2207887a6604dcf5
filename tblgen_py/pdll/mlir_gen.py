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
from tblgen_py.support.diagnostics import Span

_PDL_TYPES = {
    t.ATTR: "!pdl.attribute",
    t.TYPE: "!pdl.type",
    t.VALUE: "!pdl.value",
    t.TYPE_RANGE: "!pdl.range<type>",
    t.VALUE_RANGE: "!pdl.range<value>",
}


def pdl_type(ty: t.Type) -> str:
    """The PDL type of an AST type."""
    if isinstance(ty, t.OperationType):
        return "!pdl.operation"
    return _PDL_TYPES[ty]


def mlir_string(text: str) -> str:
    """A quoted MLIR string literal."""
    out: list[str] = []
    for byte in text.encode("utf-8", "surrogateescape"):
        char = chr(byte)
        if char in '"\\':
            out.append("\\" + char)
        elif 0x20 <= byte < 0x7F:
            out.append(char)
        else:
            out.append(f"\\{byte:02X}")
    return '"' + "".join(out) + '"'


class Value:
    """An SSA value of the generated module: its name and PDL type."""

    __slots__ = ("name", "type")

    def __init__(self, name: str, type: str) -> None:
        self.name = name
        self.type = type


class MLIRGen:
    """Builds the generic text of the PDL module, one op per line."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.indent = 1
        self.counter = 0
        self.scopes: list[dict[int, list[Value]]] = [{}]
        self.rewrite_root: list[bool] = []
        """Per open region: whether it is a ``pdl.pattern`` body."""

    # Output --------------------------------------------------------------------

    def loc(self, span: Span) -> str:
        """``loc("file":line:column)``, the column counted in bytes."""
        line, column = span.file.line_col(span.start)
        prefix = span.file.text[span.start - column + 1 : span.start]
        column = len(prefix.encode("utf-8", "surrogateescape")) + 1
        return f"loc({mlir_string(span.file.path)}:{line}:{column})"

    def op(
        self,
        name: str,
        span: Span,
        operands: list[Value],
        result: str | None,
        props: list[str] | None = None,
    ) -> Value | None:
        """Emit ``"name"(operands) <{props}> : (types) -> result loc``."""
        args = ", ".join(v.name for v in operands)
        arg_types = ", ".join(v.type for v in operands)
        prop_text = f" <{{{', '.join(props)}}}>" if props else ""
        value = None
        head = ""
        if result is not None:
            value = Value(f"%{self.counter}", result)
            self.counter += 1
            head = f"{value.name} = "
        results = result if result is not None else "()"
        self.emit(
            f'{head}"{name}"({args}){prop_text} : ({arg_types}) -> {results} {self.loc(span)}'
        )
        return value

    def op_value(
        self,
        name: str,
        span: Span,
        operands: list[Value],
        result: str,
        props: list[str] | None = None,
    ) -> Value:
        """Emit an op with one result and return it."""
        value = self.op(name, span, operands, result, props)
        assert value is not None
        return value

    def emit(self, line: str) -> None:
        self.lines.append("  " * self.indent + line)

    @contextmanager
    def scope(self) -> Iterator[None]:
        """A variable scope (MLIR's ``ScopedHashTable`` scope)."""
        self.scopes.append({})
        try:
            yield
        finally:
            self.scopes.pop()

    def lookup(self, decl: n.VariableDecl) -> list[Value] | None:
        for scope in reversed(self.scopes):
            found = scope.get(decl.id)
            if found is not None:
                return found
        return None

    # Module and declarations -------------------------------------------------

    def generate(self, module: n.Module) -> str:
        """The whole module."""
        for decl in module.children:
            if isinstance(decl, n.PatternDecl):
                self.gen_pattern(decl)
        body = "\n".join(self.lines)
        return (
            '"builtin.module"() ({\n^bb0:\n'
            + (body + "\n" if body else "")
            + f"}}) : () -> () {self.loc(module.span)}\n"
        )

    def gen_pattern(self, decl: n.PatternDecl) -> None:
        props = [f"benefit = {decl.benefit or 0} : i16"]
        if decl.name is not None:
            props.append(f"sym_name = {mlir_string(decl.name.name)}")
        self.emit(f'"pdl.pattern"() <{{{", ".join(props)}}}> ({{')
        self.indent += 1
        self.rewrite_root.append(True)
        self.gen_compound(decl.body)
        self.rewrite_root.pop()
        self.indent -= 1
        self.emit(f"}}) : () -> () {self.loc(decl.span)}")

    # Statements --------------------------------------------------------------

    def gen_stmt(self, stmt: n.Stmt) -> None:
        if isinstance(stmt, n.CompoundStmt):
            self.gen_compound(stmt)
        elif isinstance(stmt, n.EraseStmt):
            root = self.single(stmt.root)
            with self.nested_rewrite(root, stmt.span):
                self.op("pdl.erase", stmt.span, [root], None)
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
        if not self.rewrite_root or not self.rewrite_root[-1]:
            yield
            return
        self.emit(
            f'"pdl.rewrite"({root.name}) <{{operandSegmentSizes = array<i32: 1, 0>}}> ({{'
        )
        self.indent += 1
        self.rewrite_root.append(False)
        try:
            yield
        finally:
            self.rewrite_root.pop()
            self.indent -= 1
            self.emit(f"}}) : ({root.type}) -> () {self.loc(span)}")

    def gen_replace(self, stmt: n.ReplaceStmt) -> None:
        root = self.single(stmt.root)
        with self.nested_rewrite(root, stmt.span):
            values = [self.single(e) for e in stmt.repl_exprs]
            if len(values) == 1 and values[0].type == "!pdl.operation":
                sizes = "1, 1, 0"
            else:
                sizes = f"1, 0, {len(values)}"
            props = [f"operandSegmentSizes = array<i32: {sizes}>"]
            self.op("pdl.replace", stmt.span, [root, *values], None, props)

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
            return [
                self.op_value(
                    "pdl.attribute",
                    expr.span,
                    [],
                    "!pdl.attribute",
                    [_value_prop(expr.value)],
                )
            ]
        if isinstance(expr, n.TypeExpr):
            return [
                self.op_value(
                    "pdl.type",
                    expr.span,
                    [],
                    "!pdl.type",
                    [f"constantType = {expr.value}"],
                )
            ]
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
            if isinstance(expr, n.AllResultsMemberAccessExpr):
                if result_ty == "!pdl.value":
                    return self.op_value(
                        "pdl.result",
                        expr.span,
                        [parents[0]],
                        result_ty,
                        ["index = 0 : i32"],
                    )
                return self.op_value("pdl.results", expr.span, [parents[0]], result_ty)
            ods_op = parent_ty.ods_op
            if ods_op is None:
                index = int(expr.member) % 2**32
                return self.op_value(
                    "pdl.result",
                    expr.span,
                    [parents[0]],
                    result_ty,
                    [f"index = {_i32(index)} : i32"],
                )
            if expr.member[0].isdigit():
                index = int(expr.member)
            else:
                index = [r.name for r in ods_op.results].index(expr.member)
            return self.op_value(
                "pdl.results",
                expr.span,
                [parents[0]],
                result_ty,
                [f"index = {index} : i32"],
            )
        assert isinstance(parent_ty, t.TupleType)
        if expr.member[0].isdigit():
            return parents[int(expr.member)]
        return parents[parent_ty.names.index(expr.member)]

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
        return self.op_value(
            "pdl.operation",
            span,
            [*operands, *attrs, *results],
            "!pdl.operation",
            props,
        )

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
        types = (
            [pdl_type(e) for e in ty.types]
            if isinstance(ty, t.TupleType)
            else [pdl_type(ty)]
        )
        name = mlir_string(decl.decl_name.name)
        is_constraint = isinstance(decl, n.UserConstraintDecl)
        op_name = (
            "pdl.apply_native_constraint"
            if is_constraint
            else "pdl.apply_native_rewrite"
        )
        props = [f"name = {name}"]
        if is_constraint:
            props.insert(0, f"isNegated = {'true' if negated else 'false'}")
        name = f"%{self.counter}"
        self.counter += 1
        head = ""
        if len(types) == 1:
            head = f"{name} = "
        elif types:
            head = f"{name}:{len(types)} = "
        args = ", ".join(v.name for v in inputs)
        arg_types = ", ".join(v.type for v in inputs)
        result_types = types[0] if len(types) == 1 else "(" + ", ".join(types) + ")"
        self.emit(
            f'{head}"{op_name}"({args}) <{{{", ".join(props)}}}> : ({arg_types}) -> '
            f"{result_types} {self.loc(span)}"
        )
        if len(types) == 1:
            return [Value(name, types[0])]
        return [Value(f"{name}#{i}", ty_) for i, ty_ in enumerate(types)]


def _value_prop(value: str) -> str:
    return "value" if value == "unit" else f"value = {value}"


def _i32(index: int) -> int:
    return index - 2**32 if index >= 2**31 else index


def generate_mlir(module: n.Module) -> str:
    """The generic text of the PDL module for ``module``."""
    return MLIRGen().generate(module)
