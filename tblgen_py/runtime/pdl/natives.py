"""Native constraints and rewrites of PDL patterns: Python callables by name.

A constraint is called as ``fn(rewriter, *args)`` and returns a bool, or for a
constraint with results a tuple/list of them (``None``: failure); a rewrite as
``fn(rewriter, *args)`` and returns nothing, one entity, or a tuple of them.
Arguments are ops, values, lists of values, types, lists of types, attributes.
"""

from __future__ import annotations

from collections.abc import Callable

NativeFn = Callable[..., object]

_GLOBAL_CONSTRAINTS: dict[str, NativeFn] = {}
_GLOBAL_REWRITES: dict[str, NativeFn] = {}


def register_constraint(name: str, fn: NativeFn) -> None:
    """Make ``fn`` the PDL native constraint ``name`` for every pattern set."""
    _GLOBAL_CONSTRAINTS[name] = fn


def register_rewrite(name: str, fn: NativeFn) -> None:
    """Make ``fn`` the PDL native rewrite ``name`` for every pattern set."""
    _GLOBAL_REWRITES[name] = fn


class NativeRegistry:
    """The native functions one compiled PDL module uses (its own first)."""

    def __init__(self) -> None:
        self.constraints: dict[str, NativeFn] = {}
        self.rewrites: dict[str, NativeFn] = {}

    def register_constraint(self, name: str, fn: NativeFn) -> None:
        """Register a constraint; a name already registered keeps its function (as MLIR)."""
        self.constraints.setdefault(name, fn)

    def register_rewrite(self, name: str, fn: NativeFn) -> None:
        """Register a rewrite; a name already registered keeps its function (as MLIR)."""
        self.rewrites.setdefault(name, fn)

    def constraint(self, name: str) -> NativeFn | None:
        """The constraint ``name``, if registered here or globally."""
        return self.constraints.get(name) or _GLOBAL_CONSTRAINTS.get(name)

    def rewrite(self, name: str) -> NativeFn | None:
        """The rewrite ``name``, if registered here or globally."""
        return self.rewrites.get(name) or _GLOBAL_REWRITES.get(name)
