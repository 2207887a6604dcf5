"""What a fold hook needs of its operands before it can fold.

Most of MLIR's folders start by matching their operands: ``m_Constant`` (an
operand some ConstantLike op defines) or ``getDefiningOp<SubIOp>()`` (one a
given op defines), and return nothing when neither holds.  A fold hook
declared with ``folds_only_on(*op_names)`` promises exactly that: it returns
None unless an operand is defined by a ConstantLike op or by an op named in
``op_names``.  The greedy driver then knows, from the defining ops of an op's
operands alone, that folding it would fail (``idle_filter``), and skips the
call.  The declaration is a claim about the hook's code; a hook that might
fold otherwise (``subi(x, x)``, an in-place fold reading attributes) must not
make it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

__all__ = ["fold_needs", "folds_only_on"]

_Hook = TypeVar("_Hook", bound=Callable[..., object])

_NEEDS: dict[Callable[..., object], frozenset[str]] = {}
"""Each declared hook's op names (besides ConstantLike ops)."""


def folds_only_on(*op_names: str) -> Callable[[_Hook], _Hook]:
    """Declare that the decorated fold hook folds only when an operand is
    defined by a ConstantLike op or by an op named in ``op_names``."""

    def declare(hook: _Hook) -> _Hook:
        _NEEDS[hook] = frozenset(op_names)
        return hook

    return declare


def fold_needs(hook: Callable[..., object] | None) -> frozenset[str] | None:
    """The op names ``hook`` was declared to need (None: no declaration)."""
    return None if hook is None else _NEEDS.get(hook)
