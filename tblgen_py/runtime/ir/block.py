"""Blocks: argument lists and a doubly linked list of operations."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.value import BlockArgument

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.operation import Operation
    from tblgen_py.runtime.ir.region import Region


class BlockOperand:
    """One use of a block as successor number ``index`` of ``owner``."""

    __slots__ = ("owner", "index", "block")

    def __init__(self, owner: Operation, index: int, block: Block) -> None:
        self.owner = owner
        self.index = index
        self.block = block
        block.uses[self] = None

    def set(self, block: Block) -> None:
        """Make this successor point at ``block``."""
        del self.block.uses[self]
        self.block = block
        block.uses[self] = None

    def drop(self) -> None:
        """Remove this use from the block's use list."""
        self.block.uses.pop(self, None)


def _locs(
    arg_types: Iterable[object], arg_locs: Iterable[object] | None
) -> Iterable[object]:
    """``arg_locs``, or the current location once per argument type."""
    if arg_locs is not None:
        return arg_locs
    from tblgen_py.runtime.ir.scope import current_location

    return [current_location()] * len(list(arg_types))


class Block:
    """A list of operations with arguments; ops link through prev/next."""

    __slots__ = ("arguments", "parent", "first_op", "last_op", "uses", "__weakref__")

    def __init__(
        self, arg_types: Iterable[object] = (), arg_locs: Iterable[object] | None = None
    ) -> None:
        self.parent: Region | None = None
        self.first_op: Operation | None = None
        self.last_op: Operation | None = None
        self.uses: dict[BlockOperand, None] = {}
        if not arg_types and arg_locs is None:
            self.arguments: list[BlockArgument] = []
            return
        types = list(arg_types)
        locs = list(arg_locs) if arg_locs is not None else [None] * len(types)
        self.arguments = [
            BlockArgument(t, self, i, loc)
            for i, (t, loc) in enumerate(zip(types, locs))
        ]

    # -- MLIR bindings' constructors -------------------------------------------
    @staticmethod
    def create_at_start(
        parent: Region,
        arg_types: Iterable[object] = (),
        arg_locs: Iterable[object] | None = None,
    ) -> Block:
        """A new block at the start of region ``parent``; argument locations
        default to the current (``with``-entered) location."""
        return parent.insert_block(0, Block(arg_types, _locs(arg_types, arg_locs)))

    def create_after(
        self, *arg_types: object, arg_locs: Iterable[object] | None = None
    ) -> Block:
        """A new block right after this one in its region."""
        region = self._region()
        block = Block(arg_types, _locs(arg_types, arg_locs))
        return region.insert_block(region.index_of(self) + 1, block)

    def create_before(
        self, *arg_types: object, arg_locs: Iterable[object] | None = None
    ) -> Block:
        """A new block right before this one in its region."""
        region = self._region()
        block = Block(arg_types, _locs(arg_types, arg_locs))
        return region.insert_block(region.index_of(self), block)

    def _region(self) -> Region:
        if self.parent is None:
            raise ValueError("block is not in a region")
        return self.parent

    @property
    def operations(self) -> list[Operation]:
        """A snapshot list of the operations (MLIR bindings' name)."""
        return list(self)

    @property
    def owner(self) -> Operation | None:
        """The operation owning this block's region."""
        return self.parent_op

    @property
    def region(self) -> Region | None:
        """The region holding this block."""
        return self.parent

    # -- arguments ---------------------------------------------------------
    def add_argument(self, type: object, location: object = None) -> BlockArgument:
        """Append an argument and return it."""
        arg = BlockArgument(type, self, len(self.arguments), location)
        self.arguments.append(arg)
        return arg

    def insert_argument(
        self, index: int, type: object, location: object = None
    ) -> BlockArgument:
        """Insert an argument at ``index`` and return it."""
        arg = BlockArgument(type, self, index, location)
        self.arguments.insert(index, arg)
        self._renumber_args()
        return arg

    def erase_argument(self, index: int) -> None:
        """Remove an unused argument."""
        arg = self.arguments[index]
        if arg.uses:
            raise ValueError("cannot erase a block argument that still has uses")
        del self.arguments[index]
        self._renumber_args()

    def _renumber_args(self) -> None:
        for i, arg in enumerate(self.arguments):
            arg.index = i

    # -- operations --------------------------------------------------------
    def __iter__(self) -> Iterator[Operation]:
        op = self.first_op
        while op is not None:
            nxt = op.next
            yield op
            op = nxt

    def reversed(self) -> Iterator[Operation]:
        """Iterate over the operations from last to first."""
        op = self.last_op
        while op is not None:
            prv = op.prev
            yield op
            op = prv

    @property
    def ops(self) -> list[Operation]:
        """A snapshot list of the operations."""
        return list(self)

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def is_empty(self) -> bool:
        """Whether the block holds no operation."""
        return self.first_op is None

    def append(self, op: Operation) -> Operation:
        """Append ``op`` (which must be detached) at the end of the block."""
        if op.parent is not None:
            raise ValueError("operation already belongs to a block")
        last = self.last_op
        op.parent = self
        op.prev = last
        op.next = None
        if last is None:
            self.first_op = op
        else:
            last.next = op
        self.last_op = op
        return op

    def extend(self, ops: Iterable[Operation]) -> None:
        """Append several detached operations."""
        for op in ops:
            self.append(op)

    def insert_before(self, op: Operation, anchor: Operation | None) -> Operation:
        """Insert ``op`` before ``anchor`` (at the end when anchor is None)."""
        if anchor is None:
            return self.append(op)
        if op.parent is not None:
            raise ValueError("operation already belongs to a block")
        if anchor.parent is not self:
            raise ValueError("anchor is not in this block")
        prv = anchor.prev
        op.parent = self
        op.prev = prv
        op.next = anchor
        anchor.prev = op
        if prv is None:
            self.first_op = op
        else:
            prv.next = op
        return op

    def insert_after(self, op: Operation, anchor: Operation | None) -> Operation:
        """Insert ``op`` after ``anchor`` (at the start when anchor is None)."""
        if anchor is None:
            return self.insert_before(op, self.first_op)
        return self.insert_before(op, anchor.next) if anchor.next else self.append(op)

    def unlink(self, op: Operation) -> None:
        """Detach ``op`` from this block without erasing it."""
        if op.parent is not self:
            raise ValueError("operation is not in this block")
        prv, nxt = op.prev, op.next
        if prv is None:
            self.first_op = nxt
        else:
            prv.next = nxt
        if nxt is None:
            self.last_op = prv
        else:
            nxt.prev = prv
        op.parent = op.prev = op.next = None

    @property
    def terminator(self) -> Operation | None:
        """The last operation of the block, if any."""
        return self.last_op

    # -- structure ---------------------------------------------------------
    @property
    def parent_op(self) -> Operation | None:
        """The operation owning the region holding this block."""
        return self.parent.parent if self.parent is not None else None

    def is_entry_block(self) -> bool:
        """Whether this block is the first of its region."""
        region = self.parent
        return region is not None and bool(region.blocks) and region.blocks[0] is self

    @property
    def predecessors(self) -> list[Block]:
        """Blocks whose terminator branches here, one entry per use."""
        return [use.owner.parent for use in self.uses if use.owner.parent is not None]

    def single_predecessor(self) -> Block | None:
        """The predecessor if there is exactly one use of this block."""
        if len(self.uses) != 1:
            return None
        return next(iter(self.uses)).owner.parent

    @property
    def successors(self) -> list[Block]:
        """The successors of the block's terminator."""
        last = self.last_op
        return [] if last is None else last.successor_blocks

    def erase(self) -> None:
        """Erase every operation, then detach the block from its region."""
        for op in self.reversed():
            op.erase(check_uses=False)
        if self.parent is not None:
            self.parent.blocks.remove(self)
            self.parent = None

    def __repr__(self) -> str:
        return f"<Block with {len(self.arguments)} args>"
