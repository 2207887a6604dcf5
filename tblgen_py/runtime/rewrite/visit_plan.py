"""What the greedy driver's quiet loop does with the ops of one name and class.

Everything the loop needs to know about an op that does not depend on the op
itself, looked up once per name: whether unused ops may be erased as dead,
how they fold (``FoldPlan``), the patterns to try (filtered by the root's
operands when patterns declare ``ROOT_OPERANDS``), whether nothing at all
applies to them (``inert``: no fold, no pattern), and the ``IdleFilter`` that
tells, from an op's operands, that nothing applies to it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.rewrite.effects import may_be_trivially_dead
from tblgen_py.runtime.rewrite.fold import FoldAdaptor
from tblgen_py.runtime.rewrite.fold_needs import fold_needs
from tblgen_py.runtime.rewrite.idle_filter import IdleFilter
from tblgen_py.runtime.rewrite.operand_filter import (
    OperandFilter,
    declares_root_operands,
)
from tblgen_py.runtime.rewrite.pattern import Pattern

__all__ = [
    "COMMUTATIVE_ONLY",
    "FoldPlan",
    "MatchFns",
    "UNPLANNED_VISIT",
    "VisitPlan",
    "plan_visits",
]

FoldPlan = tuple[
    Callable[[Operation, FoldAdaptor], object] | None, tuple[str, ...] | None
]
"""How ops fold: their own hook (None: only trait folds) and the trait folds
run after it (None: none; ``COMMUTATIVE_ONLY``: only ``Commutative``'s)."""
COMMUTATIVE_ONLY: Final = ("Commutative",)
MatchFns = tuple[tuple[Callable[..., bool], "type | None"], ...]
"""What the driver calls per pattern, with the op class the pattern expects."""
Entries = Sequence[tuple[Pattern, Callable[..., bool], "type | None"]]


class VisitPlan:
    """The driver's plan for ops of one name and class."""

    __slots__ = ("cls", "deadable", "inert", "idle", "fold", "fns")

    def __init__(
        self,
        cls: type[Operation],
        fold: FoldPlan | None,
        fns: MatchFns | OperandFilter,
        idle: IdleFilter | None,
    ) -> None:
        self.cls = cls
        """The op class planned for (ops of the name but another class are not)."""
        self.deadable = may_be_trivially_dead(cls)
        """Whether an op without uses may be trivially dead."""
        self.fold = fold
        """How the ops fold (None: they do not)."""
        self.fns: Any = fns
        """The patterns' callables, or the ``OperandFilter`` that picks them."""
        self.idle = idle
        """Tells ops nothing applies to by their operands (None: no such test)."""
        self.inert = fold is None and fns == ()
        """Nothing applies to any of the ops: no fold, no pattern."""


UNPLANNED_VISIT: Final = VisitPlan.__new__(VisitPlan)
"""A plan for no class (its ``cls`` is None): a lookup's default, so that one
class test tells the driver to plan."""
UNPLANNED_VISIT.cls = None  # type: ignore[assignment]


def plan_visits(
    cls: type[Operation], fold: FoldPlan | None, entries: Entries
) -> VisitPlan:
    """The plan for ops of ``cls`` folding as ``fold``, with ``entries`` (the
    applicator's patterns for their name, in order)."""
    fns = tuple((fn, op_class) for _, fn, op_class in entries)
    patterns = [pattern for pattern, _, _ in entries]
    found: MatchFns | OperandFilter = fns
    if declares_root_operands(patterns):
        found = OperandFilter(patterns, fns)
    return VisitPlan(cls, fold, found, _idle_filter(cls, fold, patterns))


def _idle_filter(
    cls: type[Operation], fold: FoldPlan | None, patterns: Sequence[Pattern]
) -> IdleFilter | None:
    """How to tell ops of ``cls`` nothing applies to (None: no way, or no need)."""
    needs: frozenset[str] | None = None
    if fold is not None:
        own, traits = fold
        if traits is not None and traits is not COMMUTATIVE_ONLY:
            return None
        needs = frozenset() if own is None else fold_needs(own)
        if needs is None:
            return None
    requirements = []
    for pattern in patterns:
        if pattern.ROOT_OPERANDS is None:
            return None
        requirements.append(pattern.ROOT_OPERANDS)
    if needs is None and not requirements:
        return None  # inert: nothing to test
    return IdleFilter(cls, needs, requirements)
