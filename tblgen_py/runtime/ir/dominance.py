"""Dominance: per-region dominator trees and value-dominates-use queries."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.operation import GraphRegions, Operation
from tblgen_py.runtime.ir.value import BlockArgument, OpResult, Value

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.block import Block
    from tblgen_py.runtime.ir.region import Region


def has_ssa_dominance(region: Region) -> bool:
    """Whether values in ``region`` must dominate their uses."""
    op = region.parent
    if op is None:
        return True
    cls = type(op)
    return cls.registered and GraphRegions not in cls.traits


class DomTree:
    """Immediate dominators of the blocks of one region (Cooper-Harvey-Kennedy)."""

    __slots__ = ("idom", "order")

    def __init__(self, region: Region) -> None:
        self.order: dict[Block, int] = {}
        self.idom: dict[Block, Block] = {}
        if not region.blocks:
            return
        rpo = _reverse_post_order(region.blocks[0])
        self.order = {block: i for i, block in enumerate(rpo)}
        preds: dict[Block, list[Block]] = {block: [] for block in rpo}
        for block in rpo:
            for succ in block.successors:
                if succ in preds:
                    preds[succ].append(block)
        self._compute(rpo, preds)

    def _compute(self, rpo: list[Block], preds: dict[Block, list[Block]]) -> None:
        entry = rpo[0]
        idom = self.idom
        idom[entry] = entry
        changed = True
        while changed:
            changed = False
            for block in rpo[1:]:
                new: Block | None = None
                for pred in preds[block]:
                    if pred in idom:
                        new = pred if new is None else self._intersect(pred, new)
                if new is not None and idom.get(block) is not new:
                    idom[block] = new
                    changed = True

    def _intersect(self, a: Block, b: Block) -> Block:
        order, idom = self.order, self.idom
        while a is not b:
            while order[a] > order[b]:
                a = idom[a]
            while order[b] > order[a]:
                b = idom[b]
        return a

    def is_reachable(self, block: Block) -> bool:
        """Whether ``block`` is reachable from the region's entry."""
        return block in self.order

    def dominates(self, a: Block, b: Block) -> bool:
        """Whether block ``a`` dominates block ``b`` (unreachable b: always)."""
        if a is b or b not in self.order:
            return True
        if a not in self.order:
            return False
        idom = self.idom
        while True:
            parent = idom[b]
            if parent is b:
                return False
            if parent is a:
                return True
            b = parent


def _reverse_post_order(entry: Block) -> list[Block]:
    """Blocks reachable from ``entry`` in reverse post-order (iterative DFS)."""
    seen = {entry}
    post: list[Block] = []
    stack = [(entry, iter(entry.successors))]
    while stack:
        block, succs = stack[-1]
        for succ in succs:
            if succ not in seen and succ.parent is entry.parent:
                seen.add(succ)
                stack.append((succ, iter(succ.successors)))
                break
        else:
            stack.pop()
            post.append(block)
    post.reverse()
    return post


class DominanceInfo:
    """Answers dominance queries; build a new one after mutating the IR."""

    __slots__ = ("_trees", "_positions")

    def __init__(self) -> None:
        self._trees: dict[Region, DomTree] = {}
        self._positions: dict[Block, dict[Operation, int]] = {}

    def tree(self, region: Region) -> DomTree:
        """The dominator tree of ``region``."""
        tree = self._trees.get(region)
        if tree is None:
            tree = self._trees[region] = DomTree(region)
        return tree

    def is_reachable(self, block: Block) -> bool:
        """Whether ``block`` is reachable from its region's entry block."""
        region = block.parent
        if region is None or len(region.blocks) == 1:
            return True
        return self.tree(region).is_reachable(block)

    def position(self, op: Operation) -> int:
        """The index of ``op`` in its block."""
        block = op.parent
        assert block is not None
        positions = self._positions.get(block)
        if positions is None:
            positions = self._positions[block] = {o: i for i, o in enumerate(block)}
        return positions[op]

    def properly_dominates(self, value: Value, user: Operation) -> bool:
        """Whether ``value`` is usable by ``user`` under SSA dominance rules."""
        def_block = value.parent_block
        if def_block is None or def_block.parent is None:
            return False
        def_region = def_block.parent
        anchor: Operation | None = user
        while anchor is not None and anchor.parent_region is not def_region:
            anchor = anchor.parent_op
        if anchor is None:
            return False
        if isinstance(value, OpResult) and value.op is anchor:
            return False
        if not has_ssa_dominance(def_region):
            return True
        use_block = anchor.parent
        assert use_block is not None
        if use_block is def_block:
            if isinstance(value, BlockArgument):
                return True
            assert isinstance(value, OpResult)
            return self.position(value.op) < self.position(anchor)
        return self.tree(def_region).dominates(def_block, use_block)

    def dominates_block(self, a: Block, b: Block) -> bool:
        """Whether block ``a`` dominates block ``b`` (same region)."""
        if a.parent is None or a.parent is not b.parent:
            return False
        return self.tree(a.parent).dominates(a, b)
