"""Region dead-code elimination (MLIR's ``runRegionDCE``): dead ops and block arguments.

Liveness is optimistic, so dead cycles (ops feeding each other, loop-carried
block arguments) go too.  An op is live when it is a terminator, when it is
not trivially dead by itself (side effects, symbols: ``effects``), or when a
live op uses one of its results.  A block argument (not of an entry block) is
live when a live op uses it, except as an operand a branch forwards to a
successor: that use keeps it only if the successor's argument is live.  A
terminator keeps the arguments it does not forward: all of them when it is no
branch (or its operands are not known, see ``branch_operands``); so does an
op with successors but no terminator trait, unlike MLIR, which would leave
their operands behind.  Only blocks reachable from their region's entry are
analysed.

MLIR sweeps the regions until nothing changes.  Here one backward sweep
decides everything when every region has a single block (``SingleBlockSweep``,
which keeps only the dead ops); otherwise a worklist reaches the same least
fixed point (``Liveness``).
Dead ops are erased through the rewriter (in post-order of blocks, last op
first); dead successor operands and block arguments are removed in place,
unannounced, as MLIR does.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import (
    GraphRegions,
    IsolatedFromAbove,
    IsTerminator,
    Operation,
)
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import BlockArgument, OpResult, Value
from tblgen_py.runtime.rewrite.branch_operands import successor_operands
from tblgen_py.runtime.rewrite.effects import (
    may_be_trivially_dead,
    would_op_be_trivially_dead,
)
from tblgen_py.runtime.rewrite.region_unreachable import post_order
from tblgen_py.runtime.rewrite.rewriter import PatternRewriter
from tblgen_py.runtime.rewrite.traits import (
    HasRecursiveMemoryEffects,
    NoMemoryEffect,
    Pure,
    has_trait,
)

_TERMINATOR, _LIVE, _UNUSED_IS_DEAD, _ASK = range(4)
"""How an op class starts: terminator, live, dead unless used, per-op check."""


def run_region_dce(rewriter: PatternRewriter, regions: Sequence[Region]) -> bool:
    """Erase dead ops and block arguments; whether an op was erased.

    As in MLIR, removing only block arguments (and the operands forwarded to
    them) does not count as a change.
    """
    sweep = SingleBlockSweep()
    if sweep.run(regions):
        return sweep.erase_dead(rewriter)
    liveness = Liveness(all(_isolated(region) for region in regions))
    for region in regions:
        liveness.seed_region(region)
    liveness.propagate()
    return delete_dead(rewriter, regions, liveness.live)


def is_terminator(cls: type[Operation]) -> bool:
    """Whether ops of ``cls`` are terminators (runtime or ODS trait)."""
    return IsTerminator in cls.traits or "Terminator" in getattr(cls, "ODS_TRAITS", ())


class SingleBlockSweep:
    """Liveness in one backward sweep, when every region has at most one block.

    Each op is decided after all its users (later in the block, or nested in
    later ops), so one sweep reaches the fixed point: an op is live when it
    is intrinsically live or a user is not dead.  In a region without SSA
    dominance (graph regions, unregistered parents) a user may come first: a
    user whose ancestor in the block is not decided yet makes ``run`` give up
    (False), as do several blocks and ops with successors.

    Only the dead ops are recorded (``dead``), and the outermost of them in
    the order ``delete_dead`` would erase them (``erase_order``).
    """

    def __init__(self) -> None:
        self.dead: set[Operation] = set()
        self.erase_order: list[Operation] = []
        """Dead ops not nested in a dead op: blocks last op first, nested ones at
        their op."""
        self.kinds: dict[type[Operation], int] = {}

    def run(self, regions: Sequence[Region]) -> bool:
        """Decide every op of ``regions``; whether that was possible."""
        for region in regions:
            if not self._region(region):
                return False
        return True

    def erase_dead(self, rewriter: PatternRewriter) -> bool:
        """Erase the dead ops (as ``delete_dead``); whether there were any."""
        for op in self.erase_order:
            for result in op.results:
                for use in list(result.uses):
                    use.drop()
            rewriter.erase_op(op)
        return bool(self.erase_order)

    def _region(self, region: Region) -> bool:
        blocks = region.blocks
        if not blocks:
            return True
        if len(blocks) > 1:
            return False
        block = blocks[0]
        parent = region.parent
        if parent is not None:
            cls = type(parent)
            if not cls.registered or GraphRegions in cls.traits:
                return self._graph_block(block)
        dead, erase_order, kinds = self.dead, self.erase_order, self.kinds
        last_cls: type[Operation] | None = None
        kind = _LIVE
        op = block.last_op
        while op is not None:
            if op.regions:
                mark = len(erase_order)
                for nested in op.regions:
                    if not self._region(nested):
                        return False
            else:
                mark = -1
            if op.successor_uses:
                return False
            cls = type(op)
            if cls is not last_cls:  # runs of one class are common
                last_cls = cls
                kind = kinds.get(cls, -1)
                if kind < 0:
                    kind = kinds[cls] = _kind(cls)
            if kind == _UNUSED_IS_DEAD or (
                kind == _ASK and would_op_be_trivially_dead(op)
            ):
                # Dead unless a user (decided: SSA dominance) is not dead.
                results = op.results
                if not dead and len(results) == 1:
                    used = bool(results[0].uses)  # the common case, quickly
                else:
                    used = _used_by_live(results, dead)
                if not used:
                    dead.add(op)
                    if mark >= 0:
                        del erase_order[mark:]
                    erase_order.append(op)
            op = op.prev
        return True

    def _graph_block(self, block: Block) -> bool:
        """The sweep of a block whose values may be used before their definition."""
        dead, erase_order, kinds = self.dead, self.erase_order, self.kinds
        decided: set[Operation] = set()
        op = block.last_op
        while op is not None:
            if op.regions:
                mark = len(erase_order)
                for nested in op.regions:
                    if not self._region(nested):
                        return False
            else:
                mark = -1
            if op.successor_uses:
                return False
            kind = kinds.get(type(op))
            if kind is None:
                kind = kinds[type(op)] = _kind(type(op))
            if kind == _UNUSED_IS_DEAD or (
                kind == _ASK and would_op_be_trivially_dead(op)
            ):
                used = False
                for result in op.results:
                    for use in result.uses:
                        owner = use.owner
                        top = (
                            owner
                            if owner.parent is block
                            else _ancestor_in(owner, block)
                        )
                        if top is None or (top is not op and top not in decided):
                            return False  # a user not decided yet
                        if owner not in dead:
                            used = True
                            break
                    if used:
                        break
                if not used:
                    dead.add(op)
                    if mark >= 0:
                        del erase_order[mark:]
                    erase_order.append(op)
            decided.add(op)
            op = op.prev
        return True


def _used_by_live(results: Sequence[OpResult], dead: set[Operation]) -> bool:
    """Whether an op not in ``dead`` uses one of ``results``."""
    for result in results:
        for use in result.uses:
            if use.owner not in dead:
                return True
    return False


def _ancestor_in(op: Operation, block: Block) -> Operation | None:
    """``op`` or its ancestor in ``block`` (None: not nested in ``block``)."""
    ancestor: Operation | None = op
    while ancestor is not None:
        parent = ancestor.parent
        if parent is block:
            return ancestor
        if parent is None or parent.parent is None:
            return None
        ancestor = parent.parent.parent
    return None


class Liveness:
    """Ops and block arguments proven live, grown to a fixed point."""

    def __init__(self, isolated: bool = False) -> None:
        self.live: set[object] = set()
        """Live ops and block arguments."""
        self.inside: set[Operation] | None = None if isolated else set()
        """The ops analysed (None: every op reached, the regions being isolated)."""
        self.pending: list[object] = []
        self.waiting: dict[BlockArgument, list[Value]] = {}
        """Values forwarded to a successor argument: live once it is."""
        self.forwarded: dict[Operation, dict[int, BlockArgument]] = {}
        """Per branch terminator: successor argument fed by each operand index."""
        self.kinds: dict[type[Operation], int] = {}

    def seed_region(self, region: Region) -> None:
        """Note the ops of ``region``'s reachable blocks and the intrinsically live."""
        if not region.blocks:
            return
        kinds, live, pending = self.kinds, self.live, self.pending
        inside = self.inside
        blocks = region.blocks
        order = blocks if len(blocks) == 1 else post_order(blocks[0])
        for block in order:
            op = block.last_op
            while op is not None:
                if inside is not None:
                    inside.add(op)
                if op.regions:
                    for nested in op.regions:
                        self.seed_region(nested)
                kind = kinds.get(type(op))
                if kind is None:
                    kind = kinds[type(op)] = _kind(type(op))
                if kind == _UNUSED_IS_DEAD:
                    pass
                elif kind == _TERMINATOR:
                    self._seed_terminator(op)
                elif kind == _LIVE or not would_op_be_trivially_dead(op):
                    live.add(op)
                    pending.append(op)
                if op.successor_uses and kind != _TERMINATOR:
                    self._keep_successor_arguments(op)
                op = op.prev

    def _seed_terminator(self, op: Operation) -> None:
        """A terminator is live, and so are the successor arguments it does not feed."""
        self.mark(op)
        fed: dict[int, BlockArgument] = {}
        for index, use in enumerate(op.successor_uses):
            args = use.block.arguments
            found = successor_operands(op, index)
            if found is None:
                for arg in args:
                    self.mark(arg)
                continue
            for arg in args[: found.produced]:
                self.mark(arg)
            for offset in range(found.length):
                fed.setdefault(found.start + offset, args[found.produced + offset])
        if fed:
            self.forwarded[op] = fed

    def _keep_successor_arguments(self, op: Operation) -> None:
        """An op with successors but no terminator trait (e.g. unregistered).

        MLIR ignores its successors, erasing their unused arguments but not
        its operands (invalid IR); every successor argument is kept here.
        """
        for use in op.successor_uses:
            for arg in use.block.arguments:
                self.mark(arg)

    def mark(self, item: object) -> None:
        """Record ``item`` (an op or a block argument) as live."""
        if item not in self.live:
            self.live.add(item)
            self.pending.append(item)

    def propagate(self) -> None:
        """Make everything a live op uses live, to the fixed point."""
        live, pending, waiting = self.live, self.pending, self.waiting
        inside, forwarded = self.inside, self.forwarded
        add, push, pop = live.add, pending.append, pending.pop
        while pending:
            item = pop()
            if type(item) is BlockArgument:
                for value in waiting.pop(item, ()):
                    target = value.op if type(value) is OpResult else value
                    if target not in live:
                        add(target)
                        push(target)
                continue
            if inside is not None and item not in inside:
                continue
            fed = forwarded.get(item) if forwarded else None  # type: ignore[call-overload]
            for use in item.operand_uses:  # type: ignore[attr-defined]
                value = use.value
                if fed is not None:
                    arg = fed.get(use.index)
                    if arg is not None and arg not in live:
                        waiting.setdefault(arg, []).append(value)
                        continue
                target = value.op if type(value) is OpResult else value
                if target not in live:
                    add(target)
                    push(target)


def _isolated(region: Region) -> bool:
    """Whether no value from outside ``region`` can be used in it."""
    parent = region.parent
    if parent is None:
        return True
    cls = type(parent)
    return IsolatedFromAbove in cls.traits or "IsolatedFromAbove" in getattr(
        cls, "ODS_TRAITS", ()
    )


def _kind(cls: type[Operation]) -> int:
    """How liveness starts for ops of ``cls``."""
    if is_terminator(cls):
        return _TERMINATOR
    if not may_be_trivially_dead(cls):
        return _LIVE
    if has_trait(cls, HasRecursiveMemoryEffects):
        return _ASK
    if has_trait(cls, Pure) or has_trait(cls, NoMemoryEffect):
        return _UNUSED_IS_DEAD
    return _ASK


def delete_dead(
    rewriter: PatternRewriter, regions: Sequence[Region], live: set[object]
) -> bool:
    """Erase what ``live`` lacks from ``regions``; whether an op was erased."""
    erased = False
    for region in regions:
        blocks = region.blocks
        if not blocks:
            continue
        several = len(blocks) > 1
        for block in post_order(blocks[0]) if several else blocks:
            if several and block.last_op is not None:
                _erase_dead_successor_operands(block.last_op, live)
            op = block.last_op
            while op is not None:
                prev = op.prev
                if op not in live:
                    erased = True
                    for result in op.results:
                        for use in list(result.uses):
                            use.drop()
                    rewriter.erase_op(op)
                elif op.regions:
                    erased = delete_dead(rewriter, op.regions, live) or erased
                op = prev
        for block in blocks[1:]:
            for arg in reversed(block.arguments):
                if arg not in live and not arg.uses:
                    block.erase_argument(arg.index)
    return erased


def _erase_dead_successor_operands(op: Operation, live: set[object]) -> None:
    """Stop forwarding values to dead successor arguments."""
    for index in reversed(range(len(op.successor_uses))):
        found = successor_operands(op, index)
        if found is None:
            continue
        args = op.successor_uses[index].block.arguments
        for offset in reversed(range(found.length)):
            if args[found.produced + offset] not in live:
                found.erase(offset)


def _specialize_sweep() -> None:
    """Have CPython 3.11 specialize the sweep's loop before its first real run.

    CPython 3.11 specializes ("quickens") a function's bytecode only from its
    eighth call on (3.12 at once).  The sweep's loop visits every op of a
    region in one call, and a pass simplifies a module's regions once or
    twice: on a module with one big function it would run generic bytecode,
    about twice as slow (region simplification of the 33k-op bench module:
    0.023 -> 0.012 s).  Eight calls on an empty region are enough.
    """
    if sys.version_info[:2] == (3, 11):
        sweep = SingleBlockSweep()
        for _ in range(8):
            sweep._region(Region())


_specialize_sweep()
