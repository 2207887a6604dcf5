"""Syntax tree of the C++ expressions found in ODS predicates.

Nodes are frozen dataclasses built by ``cpp_grammar``; ``cpp_expr`` turns them
into Python source.  Names keep C++ spelling; ``normalize_name`` strips the
leading ``::`` and ``mlir::`` so ``::mlir::IntegerType`` and ``IntegerType`` agree.
"""

from __future__ import annotations

from dataclasses import dataclass


class Node:
    """Base class of expression nodes."""

    __slots__ = ()


@dataclass(frozen=True)
class Placeholder(Node):
    """``$_self``, ``$_op`` or a named ``$operand`` (name without ``$``)."""

    name: str


@dataclass(frozen=True)
class Name(Node):
    """A possibly qualified name with optional template arguments: ``::llvm::isa<T>``."""

    text: str
    template_args: tuple[str, ...] | None = None

    @property
    def normalized(self) -> str:
        """The name without leading ``::`` and ``mlir::`` / ``llvm::`` / ``std::``."""
        return normalize_name(self.text)


@dataclass(frozen=True)
class IntLit(Node):
    """An integer literal (suffixes dropped)."""

    value: int


@dataclass(frozen=True)
class StrLit(Node):
    """A string literal (escapes resolved)."""

    value: str


@dataclass(frozen=True)
class BoolLit(Node):
    """``true`` or ``false``."""

    value: bool


@dataclass(frozen=True)
class NullPtr(Node):
    """``nullptr``."""


@dataclass(frozen=True)
class Call(Node):
    """``callee(args)``, or ``callee{args}`` when ``brace``."""

    callee: Node
    args: tuple[Node, ...]
    brace: bool = False


@dataclass(frozen=True)
class Member(Node):
    """``obj.name<targs>(args)``; ``args`` is None for a field access."""

    obj: Node
    name: str
    template_args: tuple[str, ...] | None
    args: tuple[Node, ...] | None


@dataclass(frozen=True)
class Index(Node):
    """``obj[index]``."""

    obj: Node
    index: Node


@dataclass(frozen=True)
class Unary(Node):
    """``!x``, ``-x``, ``~x``, ``+x``."""

    op: str
    operand: Node


@dataclass(frozen=True)
class Binary(Node):
    """``lhs op rhs``."""

    op: str
    lhs: Node
    rhs: Node


@dataclass(frozen=True)
class Ternary(Node):
    """``cond ? then : other``."""

    cond: Node
    then: Node
    other: Node


@dataclass(frozen=True)
class BraceList(Node):
    """``{a, b, c}``."""

    items: tuple[Node, ...]


@dataclass(frozen=True)
class Lambda(Node):
    """``[](T a, U b) { return body; }`` (parameter names only)."""

    params: tuple[str, ...]
    body: Node


@dataclass(frozen=True)
class StaticCast(Node):
    """``static_cast<T>(expr)``."""

    type: str
    expr: Node


_DROPPED_PREFIXES = ("mlir::", "llvm::", "std::")


def normalize_name(text: str) -> str:
    """``::mlir::LLVM::X`` -> ``LLVM::X``; ``::llvm::isa`` -> ``isa``."""
    text = "".join(text.split())
    text = text.removeprefix("::")
    for prefix in _DROPPED_PREFIXES:
        if text.startswith(prefix):
            return text[len(prefix) :]
    return text
