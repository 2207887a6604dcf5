"""GreedyRewriter: the greedy driver's rewriter, with its bookkeeping inlined.

When nothing else observes a run (no debug log, no listener, no strict mode,
no recursion check), replacing and erasing an op updates the driver's worklist
directly instead of through one listener call per change.  The worklist ends
up exactly as the listener hooks would leave it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import OpOperand, OpResult, Value
from tblgen_py.runtime.rewrite.rewriter import (
    PatternRewriter,
    Reason,
    replacement_values,
)

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.block import Block
    from tblgen_py.runtime.ir.context import Context
    from tblgen_py.runtime.rewrite.greedy import GreedyPatternRewriteDriver


class GreedyRewriter(PatternRewriter):
    """A PatternRewriter whose listener is its greedy driver."""

    __slots__ = ("driver", "direct")

    def __init__(
        self, driver: GreedyPatternRewriteDriver, context: Context | None
    ) -> None:
        super().__init__(context, listener=driver)
        self.driver = driver
        """The driver whose worklist this rewriter feeds."""
        self.direct = False
        """Whether to update the worklist directly (the driver sets it)."""

    def replace_op(
        self, op: Operation, new: Sequence[Value] | Operation | Value
    ) -> None:
        """Replace every result of ``op`` by ``new``, queue the users, erase ``op``."""
        if not self.direct:
            PatternRewriter.replace_op(self, op, new)
            return
        block = op.parent
        results = op.results
        if (
            isinstance(new, Value)
            and len(results) == 1
            and block is not None
            and not op.regions
            and not op.successor_uses
        ):  # the common case: one result, one value, nothing nested
            if new is results[0] and new.uses:
                self.erase_op(op)  # a result replaced by itself: raises
                return
            self.replace_by_value(op, new)
            return
        self._replace_values(op, replacement_values(new))

    def replace_by_value(self, op: Operation, value: Value) -> None:
        """``replace_op(op, value)`` when updating the worklist directly, for an
        op in a block with one result, no regions and no successors, ``value``
        being no result of it: ``_move_uses`` then ``_unlink`` in one call (the
        folds and constant merges of the greedy driver's hot paths)."""
        moved = op.results[0].uses
        driver = self.driver
        scope = driver.scope
        ops = driver.worklist.ops
        if moved:  # _move_uses, inlined
            target = value.uses
            slot = len(target)
            for use in moved:
                use.value = value
                use.slot = slot
                slot += 1
                owner = use.owner
                block = owner.parent
                if block is not None:
                    region = block.parent
                    if region is scope:
                        if owner not in ops:
                            ops[owner] = None
                        continue
                    parent = None if region is None else region.parent
                    if parent is not None:
                        block = parent.parent
                        if block is not None and block.parent is scope:
                            if owner not in ops:
                                ops[owner] = None
                            if parent not in ops:
                                ops[parent] = None
                            continue
                driver.add_to_worklist(owner)
            target.extend(moved)
            moved.clear()
        self.has_changed = True  # _unlink, inlined
        for use in op.operand_uses:  # _drop_operands, inlined
            value = use.value
            uses = value.uses
            if not isinstance(value, OpResult):
                queue = False
            elif len(uses) <= 2:
                queue = True
            else:
                first, second = uses[0].owner, uses[1].owner
                queue = (
                    first is op or second is op or first is second
                ) and not crowded(uses, op)
            slot = use.slot
            if slot >= 0:
                last = uses.pop()
                if last is not use:
                    last.slot = slot
                    uses[slot] = last
                use.slot = -1
            if not queue:
                continue
            owner = value.op  # type: ignore[attr-defined]
            block = owner.parent
            if block is not None:
                region = block.parent
                if region is scope:
                    if owner not in ops:
                        ops[owner] = None
                    continue
                parent = None if region is None else region.parent
                if parent is not None:
                    block = parent.parent
                    if block is not None and block.parent is scope:
                        if owner not in ops:
                            ops[owner] = None
                        if parent not in ops:
                            ops[parent] = None
                        continue
            driver.add_to_worklist(owner)
        if op in ops:
            del ops[op]
        if driver.surviving is not None:
            driver.surviving.discard(op)
        prv = op.prev
        nxt = op.next
        block = op.parent
        if prv is None:
            block.first_op = nxt  # type: ignore[union-attr]
        else:
            prv.next = nxt
        if nxt is None:
            block.last_op = prv  # type: ignore[union-attr]
        else:
            nxt.prev = prv
        op.parent = op.prev = op.next = None

    def _replace_values(self, op: Operation, values: Sequence[Value]) -> None:
        """``replace_op`` in general: any number of results, nested regions."""
        results = op.results
        if len(values) != len(results):
            raise ValueError(
                f"replacing '{op.name}': {len(values)} values for {len(results)} results"
            )
        for result, value in zip(results, values):
            moved = result.uses
            if moved:
                if result is value:
                    self.erase_op(op)  # a result replaced by itself: raises
                    return
                self._move_uses(moved, value)
                moved.clear()
        block = op.parent
        if block is None or op.regions or op.successor_uses:
            self.erase_op(op)
        else:
            self._unlink(op, block)

    def notify_match_failure(self, op: Operation | None, reason: Reason) -> bool:
        """Report why a pattern did not match ``op`` (unless nobody listens); False."""
        if self.direct:
            return False
        return PatternRewriter.notify_match_failure(self, op, reason)

    def _move_uses(self, moved: list[OpOperand], value: Value) -> None:
        """Make the uses ``moved`` (a result's) use ``value`` too; queue their owners.

        As ``OpOperand.set`` and ``notify_operation_modified`` per use would, with
        ``GreedyPatternRewriteDriver.add_to_worklist``'s two common cases inlined:
        the owner is in the scope, or in an op that is.
        """
        target = value.uses
        slot = len(target)
        driver = self.driver
        scope = driver.scope
        ops = driver.worklist.ops
        for use in moved:
            use.value = value
            use.slot = slot
            slot += 1
            owner = use.owner
            block = owner.parent
            if block is not None:
                region = block.parent
                if region is scope:
                    if owner not in ops:
                        ops[owner] = None
                    continue
                parent = None if region is None else region.parent
                if parent is not None:
                    block = parent.parent
                    if block is not None and block.parent is scope:
                        if owner not in ops:
                            ops[owner] = None
                        if parent not in ops:
                            ops[parent] = None
                        continue
            driver.add_to_worklist(owner)
        target.extend(moved)

    def erase_op(self, op: Operation) -> None:
        """Erase ``op`` (results unused); queue its operands' defining ops."""
        block = op.parent
        if not self.direct or block is None or op.regions or op.successor_uses:
            PatternRewriter.erase_op(self, op)
            return
        for result in op.results:
            if result.uses:
                raise ValueError(
                    f"cannot erase '{op.name}': result #{result.index} still has uses"
                )
        self._unlink(op, block)

    def _unlink(self, op: Operation, block: Block) -> None:
        """Erase ``op`` (unused results, no regions): drop its uses, unlink it."""
        self.has_changed = True
        if op.operand_uses:
            self._drop_operands(op)
        driver = self.driver
        ops = driver.worklist.ops
        if op in ops:
            del ops[op]
        if driver.surviving is not None:
            driver.surviving.discard(op)
        prv = op.prev  # Block.unlink, inlined
        nxt = op.next
        if prv is None:
            block.first_op = nxt
        else:
            prv.next = nxt
        if nxt is None:
            block.last_op = prv
        else:
            nxt.prev = prv
        op.parent = op.prev = op.next = None

    def _drop_operands(self, op: Operation) -> None:
        """Drop ``op``'s operand uses; queue the defining ops left with one user at most.

        ``GreedyPatternRewriteDriver.add_operands_to_worklist`` then
        ``OpOperand.drop``, with ``add_to_worklist``'s common cases inlined.
        """
        driver = self.driver
        scope = driver.scope
        ops = driver.worklist.ops
        for use in op.operand_uses:
            value = use.value
            uses = value.uses
            # ``op`` holds this use, so two uses leave at most one other user.
            if not isinstance(value, OpResult):
                queue = False
            elif len(uses) <= 2:
                queue = True
            else:  # two other users among the first two uses settle it
                first, second = uses[0].owner, uses[1].owner
                queue = (
                    first is op or second is op or first is second
                ) and not crowded(uses, op)
            slot = use.slot
            if slot >= 0:  # OpOperand.drop, inlined
                last = uses.pop()
                if last is not use:
                    last.slot = slot
                    uses[slot] = last
                use.slot = -1
            if not queue:
                continue
            owner = value.op  # type: ignore[attr-defined]
            block = owner.parent
            if block is not None:
                region = block.parent
                if region is scope:
                    if owner not in ops:
                        ops[owner] = None
                    continue
                parent = None if region is None else region.parent
                if parent is not None:
                    block = parent.parent
                    if block is not None and block.parent is scope:
                        if owner not in ops:
                            ops[owner] = None
                        if parent not in ops:
                            ops[parent] = None
                        continue
            driver.add_to_worklist(owner)


def crowded(uses: list[OpOperand], op: Operation) -> bool:
    """Whether two or more operations other than ``op`` hold ``uses``."""
    other: Operation | None = None
    for use in uses:
        user = use.owner
        if user is op or user is other:
            continue
        if other is None:
            other = user
            continue
        return True
    return False
