"""PDLL's AST nodes (MLIR's ``mlir/include/mlir/Tools/PDLL/AST/Nodes.h``):
statements, expressions and declarations, each with its source span.

Nodes are plain objects compared by identity, as the C++ ones are pointers;
``Node.id`` numbers them in creation order, which the AST printer shows where
``mlir-pdll`` shows an address."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from tblgen_py.pdll.ast.types import (
    OperationType,
    Type,
    tuple_of,
)
from tblgen_py.support.diagnostics import Span

TYPE_CHECKING = False
if TYPE_CHECKING:
    from tblgen_py.pdll.ods_context import OdsOperation

_IDS = itertools.count(1)

ALL_RESULTS_MEMBER = "$results"
"""The member name of an operation's whole result range."""


@dataclass(frozen=True, slots=True)
class Name:
    """A declared name and where it was written."""

    name: str
    span: Span


class Node:
    """The base of every AST node."""

    def __init__(self, span: Span) -> None:
        self.span = span
        self.id = next(_IDS)


# Statements ------------------------------------------------------------------


class Stmt(Node):
    """A statement."""


class CompoundStmt(Stmt):
    """``{ stmt* }``."""

    def __init__(self, span: Span, children: list[Stmt]) -> None:
        super().__init__(span)
        self.children = children


class LetStmt(Stmt):
    """``let name: constraints = expr``."""

    def __init__(self, span: Span, var_decl: VariableDecl) -> None:
        super().__init__(span)
        self.var_decl = var_decl


class OpRewriteStmt(Stmt):
    """A statement rewriting a root operation: ``erase``, ``replace``, ``rewrite``."""

    def __init__(self, span: Span, root: Expr) -> None:
        super().__init__(span)
        self.root = root


class EraseStmt(OpRewriteStmt):
    """``erase root``."""


class ReplaceStmt(OpRewriteStmt):
    """``replace root with values``."""

    def __init__(self, span: Span, root: Expr, repl_exprs: list[Expr]) -> None:
        super().__init__(span, root)
        self.repl_exprs = repl_exprs


class RewriteStmt(OpRewriteStmt):
    """``rewrite root with { ... }``."""

    def __init__(self, span: Span, root: Expr, body: CompoundStmt) -> None:
        super().__init__(span, root)
        self.body = body


class ReturnStmt(Stmt):
    """``return expr``."""

    def __init__(self, span: Span, result: Expr) -> None:
        super().__init__(span)
        self.result = result


# Expressions -----------------------------------------------------------------


class Expr(Stmt):
    """An expression: a statement with a type."""

    def __init__(self, span: Span, type: Type) -> None:
        super().__init__(span)
        self.type = type


class AttributeExpr(Expr):
    """``attr<"...">``."""

    def __init__(self, span: Span, value: str, type: Type) -> None:
        super().__init__(span, type)
        self.value = value


class TypeExpr(Expr):
    """``type<"...">``."""

    def __init__(self, span: Span, value: str, type: Type) -> None:
        super().__init__(span, type)
        self.value = value


class CallExpr(Expr):
    """A call of a constraint or rewrite."""

    def __init__(
        self,
        span: Span,
        callable: Expr,
        arguments: list[Expr],
        type: Type,
        negated: bool = False,
    ) -> None:
        super().__init__(span, type)
        self.callable = callable
        self.arguments = arguments
        self.negated = negated


class DeclRefExpr(Expr):
    """A reference to a declaration."""

    def __init__(self, span: Span, decl: Decl, type: Type) -> None:
        super().__init__(span, type)
        self.decl = decl


class MemberAccessExpr(Expr):
    """``parent.member``."""

    def __init__(self, span: Span, parent: Expr, member: str, type: Type) -> None:
        super().__init__(span, type)
        self.parent = parent
        self.member = member


class AllResultsMemberAccessExpr(MemberAccessExpr):
    """Every result of an operation, as a value or value range."""

    def __init__(self, span: Span, parent: Expr, type: Type) -> None:
        super().__init__(span, parent, ALL_RESULTS_MEMBER, type)


class OperationExpr(Expr):
    """``op<name>(operands) {attributes} -> (result types)``."""

    def __init__(
        self,
        span: Span,
        ods_op: OdsOperation | None,
        name_decl: OpNameDecl,
        operands: list[Expr],
        result_types: list[Expr],
        attributes: list[NamedAttributeDecl],
    ) -> None:
        super().__init__(span, OperationType(name_decl.op_name, ods_op))
        self.name_decl = name_decl
        self.operands = operands
        self.result_types = result_types
        self.attributes = attributes


class RangeExpr(Expr):
    """A range built from values or types (from a tuple conversion)."""

    def __init__(self, span: Span, elements: list[Expr], type: Type) -> None:
        super().__init__(span, type)
        self.elements = elements


class TupleExpr(Expr):
    """``(a, name = b, ...)``."""

    def __init__(self, span: Span, elements: list[Expr], names: list[str]) -> None:
        super().__init__(span, tuple_of([e.type for e in elements], names))
        self.elements = elements
        self.names = names


# Declarations ----------------------------------------------------------------


class Decl(Node):
    """A declaration, possibly named."""

    def __init__(self, span: Span, name: Name | None = None) -> None:
        super().__init__(span)
        self.name = name


class ConstraintDecl(Decl):
    """A constraint: a core one or a user-defined one."""


class AttrConstraintDecl(ConstraintDecl):
    """``Attr`` or ``Attr<type>``."""

    def __init__(self, span: Span, type_expr: Expr | None = None) -> None:
        super().__init__(span)
        self.type_expr = type_expr


class OpConstraintDecl(ConstraintDecl):
    """``Op`` or ``Op<name>``."""

    def __init__(self, span: Span, name_decl: OpNameDecl) -> None:
        super().__init__(span)
        self.name_decl = name_decl


class TypeConstraintDecl(ConstraintDecl):
    """``Type``."""


class TypeRangeConstraintDecl(ConstraintDecl):
    """``TypeRange``."""


class ValueConstraintDecl(ConstraintDecl):
    """``Value`` or ``Value<type>``."""

    def __init__(self, span: Span, type_expr: Expr | None = None) -> None:
        super().__init__(span)
        self.type_expr = type_expr


class ValueRangeConstraintDecl(ConstraintDecl):
    """``ValueRange`` or ``ValueRange<types>``."""

    def __init__(self, span: Span, type_expr: Expr | None = None) -> None:
        super().__init__(span)
        self.type_expr = type_expr


@dataclass(frozen=True, slots=True)
class ConstraintRef:
    """A use of a constraint on a variable, with where it was written."""

    constraint: ConstraintDecl
    span: Span


class CallableDecl(Decl):
    """A user constraint or rewrite: inputs, results, a PDLL body or native code."""

    callable_type = ""

    def __init__(
        self,
        name: Name,
        inputs: list[VariableDecl],
        results: list[VariableDecl],
        result_type: Type,
        body: CompoundStmt | None = None,
        code_block: str | None = None,
        native_type: str | None = None,
    ) -> None:
        super().__init__(name.span, name)
        self.inputs = inputs
        self.results = results
        self.result_type = result_type
        self.body = body
        self.code_block = code_block
        self.native_type = native_type

    @property
    def decl_name(self) -> Name:
        """The name (callables always have one)."""
        assert self.name is not None
        return self.name


class UserConstraintDecl(CallableDecl, ConstraintDecl):
    """``Constraint name(args) -> results { ... }`` or native."""

    callable_type = "constraint"


class UserRewriteDecl(CallableDecl):
    """``Rewrite name(args) -> results { ... }`` or native."""

    callable_type = "rewrite"


class NamedAttributeDecl(Decl):
    """``name = value`` in an operation's attribute list."""

    def __init__(self, name: Name, value: Expr) -> None:
        super().__init__(name.span, name)
        self.value = value


class OpNameDecl(Decl):
    """An operation name, or none for any operation."""

    def __init__(self, span: Span, name: Name | None = None) -> None:
        super().__init__(span, name)

    @property
    def op_name(self) -> str | None:
        """The ``dialect.op`` name, None for any operation."""
        return None if self.name is None else self.name.name


class PatternDecl(Decl):
    """``Pattern name with benefit(N), recursion { ... }``."""

    def __init__(
        self,
        span: Span,
        name: Name | None,
        benefit: int | None,
        recursion: bool,
        body: CompoundStmt,
    ) -> None:
        super().__init__(span, name)
        self.benefit = benefit
        self.recursion = recursion
        self.body = body


class VariableDecl(Decl):
    """A variable: its type, optional initializer and constraints."""

    def __init__(
        self,
        name: Name,
        type: Type,
        init: Expr | None,
        constraints: list[ConstraintRef],
    ) -> None:
        super().__init__(name.span, name)
        self.type = type
        self.init = init
        self.constraints = constraints

    @property
    def var_name(self) -> str:
        """The variable's name (empty for unnamed results)."""
        assert self.name is not None
        return self.name.name


class Module(Node):
    """A whole file: its top-level declarations."""

    def __init__(self, span: Span, children: list[Decl]) -> None:
        super().__init__(span)
        self.children = children
