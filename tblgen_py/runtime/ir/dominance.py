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


def _ancestor_op_in(region: Region, op: Operation) -> Operation | None:
    """``op`` or its ancestor whose parent region is ``region``."""
    current: Operation | None = op
    while current is not None and current.parent_region is not region:
        current = current.parent_op
    return current


def _ancestor_block_in(region: Region, block: Block) -> Block | None:
    """``block`` or the ancestor block lying in ``region``."""
    current: Block | None = block
    while current is not None and current.parent is not region:
        owner = current.parent_op
        current = owner.parent if owner is not None else None
    return current


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
        """Whether ``value`` is usable by ``user`` (MLIR's dominance rules)."""
        if isinstance(value, BlockArgument):
            return self.block_dominates(value.block, user.parent)
        assert isinstance(value, OpResult)
        return self.op_properly_dominates(value.op, user)

    def op_properly_dominates(self, a: Operation, b: Operation) -> bool:
        """Whether op ``a`` properly dominates op ``b`` (not when ``a`` encloses ``b``)."""
        a_block, b_block = a.parent, b.parent
        if a_block is None or b_block is None or a_block.parent is None:
            return False
        a_region = a_block.parent
        if a is b:
            return not has_ssa_dominance(a_region)
        if a_region is not b_block.parent:
            anchor = _ancestor_op_in(a_region, b)
            if anchor is None or anchor is a:
                return False
            b = anchor
            b_block = anchor.parent
            assert b_block is not None
        if a_block is b_block:
            if not has_ssa_dominance(a_region):
                return True
            return self.position(a) < self.position(b)
        return self.tree(a_region).dominates(a_block, b_block)

    def block_dominates(self, a: Block, b: Block | None) -> bool:
        """Whether block ``a`` dominates block ``b`` or a block enclosing it."""
        if b is None or a.parent is None:
            return False
        if a is b:
            return True
        region = a.parent
        if b.parent is not region:
            found = _ancestor_block_in(region, b)
            if found is None:
                return False
            if found is a:
                return True
            b = found
        return self.tree(region).dominates(a, b)

    def dominates_block(self, a: Block, b: Block) -> bool:
        """Whether block ``a`` dominates block ``b`` (same region)."""
        if a.parent is None or a.parent is not b.parent:
            return False
        return self.tree(a.parent).dominates(a, b)
