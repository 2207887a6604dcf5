"""Calling an op's interface methods (hooks) from the generic verifiers."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar, cast

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ods import hooks

T = TypeVar("T")


def method(op: Operation, name: str, interface: str) -> Callable[..., object]:
    """The op's interface method ``name`` (MissingHookError naming both)."""
    fn = hooks.lookup(type(op), name)
    if fn is None:
        raise missing(op, name, interface)
    return fn


def optional_method(op: Operation, name: str) -> Callable[..., object] | None:
    """An interface method with a default implementation (None: the default)."""
    return hooks.lookup(type(op), name)


def types_compatible(op: Operation, lhs: object, rhs: object) -> bool:
    """``areTypesCompatible`` (by default: equal types)."""
    fn = hooks.lookup(type(op), "areTypesCompatible")
    return lhs == rhs if fn is None else bool(fn(op, lhs, rhs))


def missing(op: Operation, name: str, interface: str) -> hooks.MissingHookError:
    """The error for an interface method nobody attached, naming op and hook."""
    return hooks.MissingHookError(
        f"'{op.name}' implements {interface}, whose verifier needs its method "
        f"'{name}'; attach it with tblgen_py.runtime.ods.hooks.implement("
        f"{type(op).__name__}, {name!r})"
    )


def as_list(found: object, kind: type[T]) -> list[T]:
    """What an interface method returned (any iterable of ``kind``) as a list."""
    if not isinstance(found, Iterable):
        raise TypeError(f"an interface method returned {found!r}, not a sequence")
    return list(cast(Iterable[T], found))
