"""Ops the greedy driver can pass over: no fold and no pattern could apply.

An op is idle when folding it must fail and no pattern rooted at it can
match, and both are known from the defining ops of its operands: its fold
hook is declared with ``fold_needs.folds_only_on`` (or it has none), its only
trait fold is ``Commutative`` (which moves constants, so needs one), and every
pattern rooted at it declares ``ROOT_OPERANDS``.  The answer depends only on
each operand's defining op (its class, which says whether it is ConstantLike,
and its name), so it is computed once per such key, as ``OperandFilter``
keeps its lists; the driver then skips the op without building a fold
adaptor or calling anything.  MLIR's folders reject such ops on their first
``matchPattern``, its PDL bytecode dispatches on the operands' ops.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.rewrite.operand_filter import meets_root_operands
from tblgen_py.runtime.rewrite.traits import ConstantLike, has_trait

__all__ = ["IdleFilter", "MAX_OPERANDS"]

MAX_OPERANDS = 4
"""Ops with more operands are not judged (their keys would be too varied)."""


class IdleFilter:
    """Whether ops of one name and class are idle, by their operands' defining ops.

    ``needs``: the op names the fold hook needs besides constants (None: the
    ops do not fold); ``requirements``: each pattern's ``ROOT_OPERANDS`` (all
    declared).
    """

    __slots__ = ("cls", "needs", "requirements", "known")

    def __init__(
        self,
        cls: type[Operation],
        needs: frozenset[str] | None,
        requirements: Sequence[tuple[str | None, ...]],
    ) -> None:
        self.cls = cls
        """The op class judged (an op of another class is never idle)."""
        self.needs = needs
        self.requirements = tuple(requirements)
        self.known: dict[tuple[object, ...], bool] = {}
        """The answer per key: each operand's defining op class and name."""

    def __call__(self, op: Operation) -> bool:
        """Whether ``op`` (of ``cls``) is idle."""
        uses = op.operand_uses
        count = len(uses)
        if count == 2:  # the greedy driver's quiet loop builds this key itself
            lhs = uses[0].value.defining_op
            rhs = uses[1].value.defining_op
            key: tuple[object, ...] = (
                type(lhs),
                None if lhs is None else lhs.name,
                type(rhs),
                None if rhs is None else rhs.name,
            )
        elif count > MAX_OPERANDS:
            return False
        else:
            parts: list[object] = []
            for use in uses:
                owner = use.value.defining_op
                parts.append(type(owner))
                parts.append(None if owner is None else owner.name)
            key = tuple(parts)
        idle = self.known.get(key)
        if idle is None:
            idle = self.known[key] = self._decide(op)
        return idle

    def _decide(self, op: Operation) -> bool:
        """Whether no fold and no pattern can apply, given ``op``'s operands' defs."""
        defs = [use.value.defining_op for use in op.operand_uses]
        needs = self.needs
        if needs is not None:
            for owner in defs:
                if owner is not None and (
                    owner.name in needs or has_trait(type(owner), ConstantLike)
                ):
                    return False
        return not any(
            meets_root_operands(required, defs) for required in self.requirements
        )
