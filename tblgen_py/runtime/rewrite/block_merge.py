"""Identical-block merging and redundant block arguments (MLIR's aggressive level).

Blocks other than the entry that branch to the same successors and hold the
same ops (names, attributes, properties, types; locations ignored) merge into
the first of them, the leader.  Operands defined inside a block must match by
position in it; operands from outside may differ and become new leader
arguments, passed by every predecessor (whose terminators must all be known
branches, see ``branch_operands``).  Blocks with non-empty regions, or whose
values are used in another block, stay.  An argument that every predecessor
passes the same value is then replaced by that value.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import BlockArgument, OpResult, Value
from tblgen_py.runtime.rewrite.branch_operands import successor_operands
from tblgen_py.runtime.rewrite.region_unreachable import successors
from tblgen_py.runtime.rewrite.rewriter import PatternRewriter


def merge_identical_blocks(
    rewriter: PatternRewriter, regions: Sequence[Region]
) -> bool:
    """Merge identical blocks in ``regions`` and the regions nested in them."""
    worklist: dict[Region, None] = dict.fromkeys(regions)
    changed = False
    while worklist:
        region = worklist.popitem()[0]
        if _merge_in_region(rewriter, region):
            worklist[region] = None
            changed = True
        for block in region.blocks:
            for op in block:
                for nested in op.regions:
                    worklist.setdefault(nested)
    return changed


def _merge_in_region(rewriter: PatternRewriter, region: Region) -> bool:
    """One round of merging among the blocks of ``region``."""
    if len(region.blocks) < 2:
        return False
    by_successors: dict[tuple[Block, ...], list[Block]] = {}
    for block in region.blocks[1:]:
        by_successors.setdefault(tuple(successors(block)), []).append(block)
    merged = False
    for blocks in by_successors.values():
        if len(blocks) == 1:
            continue
        clusters: list[_Cluster] = []
        for block in blocks:
            if not _mergeable(block):
                continue
            data = _BlockData(block)
            if not any(cluster.add(data) for cluster in clusters):
                clusters.append(_Cluster(data))
        for cluster in clusters:
            merged = cluster.merge(rewriter) or merged
    return merged


def _mergeable(block: Block) -> bool:
    """No op with a non-empty region, no argument used in another block."""
    if any(region.blocks for op in block for region in op.regions):
        return False
    return not any(_used_outside(arg, block) for arg in block.arguments)


def _used_outside(value: Value, block: Block) -> bool:
    """Whether an op outside ``block`` (directly) uses ``value``."""
    return any(use.owner.parent is not block for use in value.uses)


def _parent_block(value: Value) -> Block | None:
    """The block defining ``value``."""
    if isinstance(value, BlockArgument):
        return value.block
    return value.op.parent if isinstance(value, OpResult) else None


class _BlockData:
    """A block's ops and the position of each value they define."""

    def __init__(self, block: Block) -> None:
        self.block = block
        self.ops = list(block)
        self.order: dict[Operation, int] = {}
        position = len(block.arguments)
        for op in self.ops:
            if op.results:
                self.order[op] = position
                position += len(op.results)
        self.key = tuple((op.name, len(op.operand_uses)) for op in self.ops)

    def order_of(self, value: Value) -> int:
        """The position of ``value`` (defined in this block) among its values."""
        if isinstance(value, BlockArgument):
            return value.index
        assert isinstance(value, OpResult)
        return self.order[value.op] + value.index


class _Cluster:
    """A leader block and the blocks that can merge into it."""

    def __init__(self, leader: _BlockData) -> None:
        self.leader = leader
        self.blocks: list[_BlockData] = []
        self.operands: set[tuple[int, int]] = set()
        """(op position, operand number) pairs that become leader arguments."""

    def add(self, data: _BlockData) -> bool:
        """Take ``data``'s block if it matches the leader; whether it did."""
        leader = self.leader
        if leader.key != data.key:
            return False
        lhs_block, rhs_block = leader.block, data.block
        if [a.type for a in lhs_block.arguments] != [
            a.type for a in rhs_block.arguments
        ]:
            return False
        mismatched: list[tuple[int, int]] = []
        for position, (lhs, rhs) in enumerate(zip(leader.ops, data.ops)):
            if not _equivalent(lhs, rhs):
                return False
            for number, (lhs_use, rhs_use) in enumerate(
                zip(lhs.operand_uses, rhs.operand_uses)
            ):
                lhs_value, rhs_value = lhs_use.value, rhs_use.value
                if lhs_value is rhs_value:
                    continue
                if lhs_value.type != rhs_value.type:
                    return False
                lhs_inside = _parent_block(lhs_value) is lhs_block
                if lhs_inside != (_parent_block(rhs_value) is rhs_block):
                    return False
                if not lhs_inside:
                    if not _valid_successor_operand(
                        lhs_block, lhs_value
                    ) or not _valid_successor_operand(rhs_block, rhs_value):
                        return False
                    mismatched.append((position, number))
                    continue
                if leader.order_of(lhs_value) != data.order_of(rhs_value):
                    return False
            if _results_used_outside(rhs, rhs_block) or _results_used_outside(
                lhs, lhs_block
            ):
                return False
        self.operands.update(mismatched)
        if data not in self.blocks:
            self.blocks.append(data)
        return True

    def merge(self, rewriter: PatternRewriter) -> bool:
        """Merge the cluster's blocks into the leader; whether any were."""
        if not self.blocks:
            return False
        leader = self.leader.block
        merged = [data.block for data in self.blocks]
        if self.operands:
            if not all(_can_update_predecessors(b) for b in [leader, *merged]):
                return False
            values = self._new_leader_arguments()
            values = _prune_redundant(values, rewriter, leader)
            for block, passed in zip([leader, *merged], values):
                _pass_to(block, passed)
        for block in merged:
            for use in list(block.uses):
                use.set(leader)
            rewriter.erase_block(block)
        return True

    def _new_leader_arguments(self) -> list[list[Value]]:
        """Per block (leader first): the values of the merged operands.

        The leader's operands are replaced by new arguments of its own.
        """
        datas = [self.leader, *self.blocks]
        values: list[list[Value]] = [[] for _ in datas]
        leader = self.leader.block
        for position, number in sorted(self.operands):
            for index, data in enumerate(datas):
                use = data.ops[position].operand_uses[number]
                value = use.value
                values[index].append(value)
                if index == 0:
                    use.set(leader.add_argument(value.type, _location(value)))
        return values


def _equivalent(lhs: Operation, rhs: Operation) -> bool:
    """MLIR's ``isEquivalentTo`` ignoring locations and operand values."""
    if lhs is rhs:
        return True
    if (
        lhs.attributes != rhs.attributes
        or lhs.name != rhs.name
        or len(lhs.regions) != len(rhs.regions)
        or len(lhs.successor_uses) != len(rhs.successor_uses)
        or len(lhs.operand_uses) != len(rhs.operand_uses)
        or len(lhs.results) != len(rhs.results)
        or lhs.properties != rhs.properties
    ):
        return False
    for lhs_use, rhs_use in zip(lhs.operand_uses, rhs.operand_uses):
        if lhs_use.value is not rhs_use.value and (
            lhs_use.value.type != rhs_use.value.type
        ):
            return False
    return all(a.type == b.type for a, b in zip(lhs.results, rhs.results))


def _results_used_outside(op: Operation, block: Block) -> bool:
    """Whether a result of ``op`` is used outside ``block``."""
    return any(_used_outside(result, block) for result in op.results)


def _valid_successor_operand(block: Block, value: Value) -> bool:
    """False when ``value`` is a result of a terminator of a predecessor of ``block``."""
    parent = _parent_block(value)
    if not isinstance(value, OpResult) or parent is None:
        return True
    if value.op is not parent.last_op:
        return True
    return all(use.owner.parent is not parent for use in block.uses)


def _can_update_predecessors(block: Block) -> bool:
    """Whether every predecessor's terminator has known successor operands."""
    return all(
        successor_operands(use.owner, use.index) is not None for use in block.uses
    )


def _pass_to(block: Block, values: list[Value]) -> None:
    """Append ``values`` to the operands every predecessor passes ``block``."""
    for use in list(block.uses):
        found = successor_operands(use.owner, use.index)
        assert found is not None
        found.append(values)


def _location(value: Value) -> object:
    """Where ``value`` is defined."""
    if isinstance(value, BlockArgument):
        return value.location
    return value.op.location if isinstance(value, OpResult) else None


def _prune_redundant(
    values: list[list[Value]], rewriter: PatternRewriter, leader: Block
) -> list[list[Value]]:
    """Drop new leader arguments that repeat an earlier one in every block's list.

    Only the first occurrence of each value in the leader's list is a
    candidate, as in MLIR.
    """
    if not values or not values[0]:
        return values
    count = len(values[0])
    old = len(leader.arguments) - count
    first: dict[Value, int] = {}
    for index, value in enumerate(values[0]):
        first.setdefault(value, index)
    replaced: dict[int, int] = {}
    for index, value in enumerate(values[0]):
        earlier = first[value]
        if earlier != index and all(v[earlier] is v[index] for v in values[1:]):
            replaced[index] = earlier
    for index, earlier in sorted(replaced.items()):
        rewriter.replace_all_uses_with(
            leader.arguments[old + index], leader.arguments[old + earlier]
        )
    for index in sorted(replaced, reverse=True):
        leader.erase_argument(old + index)
    return [[v for i, v in enumerate(row) if i not in replaced] for row in values]


def drop_redundant_arguments(
    rewriter: PatternRewriter, regions: Sequence[Region]
) -> bool:
    """Replace arguments every predecessor passes the same value; whether any were."""
    worklist: dict[Region, None] = dict.fromkeys(regions)
    changed = False
    while worklist:
        region = worklist.popitem()[0]
        for block in region.blocks:
            changed = _drop_in_block(rewriter, block) or changed
            for op in block:
                for nested in op.regions:
                    worklist.setdefault(nested)
    return changed


def _drop_in_block(rewriter: PatternRewriter, block: Block) -> bool:
    """Drop ``block``'s arguments that always receive the same value."""
    dropped: list[int] = []
    for arg in list(block.arguments):
        common = _common_value(block, arg.index)
        if common is None or common is arg:
            continue
        dropped.append(arg.index)
        rewriter.replace_all_uses_with(arg, common)
    for index in reversed(dropped):
        block.erase_argument(index)
        for use in list(block.uses):
            found = successor_operands(use.owner, use.index)
            assert found is not None
            found.erase(index - found.produced)
    return bool(dropped)


def _common_value(block: Block, index: int) -> Value | None:
    """The value every predecessor passes argument ``index`` (None: not one)."""
    common: Value | None = None
    for use in list(block.uses):
        found = successor_operands(use.owner, use.index)
        if found is None or index < found.produced:
            return None
        value = found.values()[index - found.produced]
        if common is None:
            common = value
        elif value is not common:
            return None
    return common
