"""Syntax tree of the C++ expressions found in ODS predicates.

Nodes are immutable slotted classes built by ``cpp_grammar``; ``cpp_expr`` turns them
into Python source.  Names keep C++ spelling; ``normalize_name`` strips the
leading ``::`` and ``mlir::`` so ``::mlir::IntegerType`` and ``IntegerType`` agree.
"""

from __future__ import annotations

from tblgen_py.ods.slotted import Slotted


class Node(Slotted):
    """Base class of expression nodes: immutable, compared and hashed by field.

    Each subclass lists its fields in ``__slots__`` (hand-written classes, not
    dataclasses, so that importing the module stays cheap).
    """

    __slots__: tuple[str, ...] = ()

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field '{name}'")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field '{name}'")


class Placeholder(Node):
    """``$_self``, ``$_op`` or a named ``$operand`` (name without ``$``)."""

    __slots__ = ("name",)

    name: str

    def __init__(self, name: str) -> None:
        object.__setattr__(self, "name", name)


class Name(Node):
    """A possibly qualified name with optional template arguments: ``::llvm::isa<T>``."""

    __slots__ = ("text", "template_args")

    text: str
    template_args: tuple[str, ...] | None

    def __init__(self, text: str, template_args: tuple[str, ...] | None = None) -> None:
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "template_args", template_args)

    @property
    def normalized(self) -> str:
        """The name without leading ``::`` and ``mlir::`` / ``llvm::`` / ``std::``."""
        return normalize_name(self.text)


class IntLit(Node):
    """An integer literal (suffixes dropped)."""

    __slots__ = ("value",)

    value: int

    def __init__(self, value: int) -> None:
        object.__setattr__(self, "value", value)


class StrLit(Node):
    """A string literal (escapes resolved)."""

    __slots__ = ("value",)

    value: str

    def __init__(self, value: str) -> None:
        object.__setattr__(self, "value", value)


class BoolLit(Node):
    """``true`` or ``false``."""

    __slots__ = ("value",)

    value: bool

    def __init__(self, value: bool) -> None:
        object.__setattr__(self, "value", value)


class NullPtr(Node):
    """``nullptr``."""

    __slots__ = ()


class Call(Node):
    """``callee(args)``, or ``callee{args}`` when ``brace``."""

    __slots__ = ("callee", "args", "brace")

    callee: Node
    args: tuple[Node, ...]
    brace: bool

    def __init__(
        self, callee: Node, args: tuple[Node, ...], brace: bool = False
    ) -> None:
        object.__setattr__(self, "callee", callee)
        object.__setattr__(self, "args", args)
        object.__setattr__(self, "brace", brace)


class Member(Node):
    """``obj.name<targs>(args)``; ``args`` is None for a field access."""

    __slots__ = ("obj", "name", "template_args", "args")

    obj: Node
    name: str
    template_args: tuple[str, ...] | None
    args: tuple[Node, ...] | None

    def __init__(
        self,
        obj: Node,
        name: str,
        template_args: tuple[str, ...] | None,
        args: tuple[Node, ...] | None,
    ) -> None:
        object.__setattr__(self, "obj", obj)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "template_args", template_args)
        object.__setattr__(self, "args", args)


class Index(Node):
    """``obj[index]``."""

    __slots__ = ("obj", "index")

    obj: Node
    index: Node

    def __init__(self, obj: Node, index: Node) -> None:
        object.__setattr__(self, "obj", obj)
        object.__setattr__(self, "index", index)


class Unary(Node):
    """``!x``, ``-x``, ``~x``, ``+x``."""

    __slots__ = ("op", "operand")

    op: str
    operand: Node

    def __init__(self, op: str, operand: Node) -> None:
        object.__setattr__(self, "op", op)
        object.__setattr__(self, "operand", operand)


class Binary(Node):
    """``lhs op rhs``."""

    __slots__ = ("op", "lhs", "rhs")

    op: str
    lhs: Node
    rhs: Node

    def __init__(self, op: str, lhs: Node, rhs: Node) -> None:
        object.__setattr__(self, "op", op)
        object.__setattr__(self, "lhs", lhs)
        object.__setattr__(self, "rhs", rhs)


class Ternary(Node):
    """``cond ? then : other``."""

    __slots__ = ("cond", "then", "other")

    cond: Node
    then: Node
    other: Node

    def __init__(self, cond: Node, then: Node, other: Node) -> None:
        object.__setattr__(self, "cond", cond)
        object.__setattr__(self, "then", then)
        object.__setattr__(self, "other", other)


class BraceList(Node):
    """``{a, b, c}``."""

    __slots__ = ("items",)

    items: tuple[Node, ...]

    def __init__(self, items: tuple[Node, ...]) -> None:
        object.__setattr__(self, "items", items)


class Lambda(Node):
    """``[](T a, U b) { return body; }`` (parameter names only)."""

    __slots__ = ("params", "body")

    params: tuple[str, ...]
    body: Node

    def __init__(self, params: tuple[str, ...], body: Node) -> None:
        object.__setattr__(self, "params", params)
        object.__setattr__(self, "body", body)


class StaticCast(Node):
    """``static_cast<T>(expr)``."""

    __slots__ = ("type", "expr")

    type: str
    expr: Node

    def __init__(self, type: str, expr: Node) -> None:
        object.__setattr__(self, "type", type)
        object.__setattr__(self, "expr", expr)


_DROPPED_PREFIXES = ("mlir::", "llvm::", "std::")


def normalize_name(text: str) -> str:
    """``::mlir::LLVM::X`` -> ``LLVM::X``; ``::llvm::isa`` -> ``isa``."""
    text = "".join(text.split())
    text = text.removeprefix("::")
    for prefix in _DROPPED_PREFIXES:
        if text.startswith(prefix):
            return text[len(prefix) :]
    return text
