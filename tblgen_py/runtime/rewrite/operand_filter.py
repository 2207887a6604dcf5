"""Skip patterns whose root operands cannot match, before calling them.

A pattern may declare ``ROOT_OPERANDS``: per operand of its root, the name of
the op that must define it, ``CONSTANT`` for any ConstantLike op, or None for
anything; the root must have exactly that many operands.  It is a necessary
condition of the match (generated DRR patterns declare what their matcher
checks first), so a pattern failing it would fail anyway: the greedy driver's
quiet path leaves it out and calls the others in their order.  MLIR's pattern
applicator gets the same effect from its PDL bytecode's operand-indexed
dispatch.

The kept patterns depend only on the root's operand count and, at the
positions some pattern constrains, on each defining op's name and whether its
class is ConstantLike; they are computed once per key: the defining ops'
classes and names (all of them for two operands, as ``IdleFilter``'s key, so
the greedy driver looks both up with one key; else the count and the
constrained positions').
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from tblgen_py.runtime.rewrite.traits import ConstantLike, has_trait

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.operation import Operation
    from tblgen_py.runtime.rewrite.pattern import Pattern

CONSTANT: Final = "<ConstantLike>"
"""In ``ROOT_OPERANDS``: the operand must be defined by a ConstantLike op."""

_Key = tuple[object, ...]


class OperandFilter:
    """The entries of one root name, filtered by the root's operands.

    ``entries`` pairs each pattern (in application order) with what the driver
    calls; ``entries_for(op)`` is the subsequence that may match ``op``.
    """

    __slots__ = ("entries", "requirements", "width", "kept")

    def __init__(self, patterns: Sequence[Pattern], entries: Sequence[object]) -> None:
        self.entries = tuple(entries)
        self.requirements = tuple(p.ROOT_OPERANDS for p in patterns)
        """Each pattern's ``ROOT_OPERANDS`` (None: no condition)."""
        self.width = max(
            (len(r) for r in self.requirements if r is not None), default=0
        )
        """How many leading operands some pattern constrains."""
        self.kept: dict[_Key, tuple[object, ...]] = {}

    def entries_for(self, op: Operation) -> tuple[object, ...]:
        """The entries whose patterns may match ``op`` (the others cannot)."""
        uses = op.operand_uses
        count = len(uses)
        if count == 2:  # the key IdleFilter uses, which the greedy driver shares
            lhs = uses[0].value.defining_op
            rhs = uses[1].value.defining_op
            frozen: _Key = (
                type(lhs),
                None if lhs is None else lhs.name,
                type(rhs),
                None if rhs is None else rhs.name,
            )
        else:
            key: list[object] = [count]
            for use in uses[: self.width] if count > self.width else uses:
                owner = use.value.defining_op
                key.append(type(owner))
                key.append(None if owner is None else owner.name)
            frozen = tuple(key)
        kept = self.kept.get(frozen)
        if kept is None:
            kept = self.kept[frozen] = self._filter(op)
        return kept

    def _filter(self, op: Operation) -> tuple[object, ...]:
        """The entries whose requirements ``op``'s operands meet."""
        defs = [use.value.defining_op for use in op.operand_uses]
        return tuple(
            entry
            for entry, needs in zip(self.entries, self.requirements)
            if needs is None or meets_root_operands(needs, defs)
        )


def meets_root_operands(
    needs: tuple[str | None, ...], defs: Sequence[Operation | None]
) -> bool:
    """Whether defining ops ``defs`` meet one pattern's ``ROOT_OPERANDS``."""
    if len(needs) != len(defs):
        return False
    for need, owner in zip(needs, defs):
        if need is None:
            continue
        if owner is None:
            return False
        if need == CONSTANT:
            if not has_trait(type(owner), ConstantLike):
                return False
        elif owner.name != need:
            return False
    return True


def declares_root_operands(patterns: Sequence[Pattern]) -> bool:
    """Whether some pattern of ``patterns`` declares ``ROOT_OPERANDS``."""
    return any(p.ROOT_OPERANDS is not None for p in patterns)
