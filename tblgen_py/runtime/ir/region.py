"""Regions: ordered lists of blocks owned by an operation."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.block import Block

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.operation import Operation


class Region:
    """A list of blocks; the first one is the entry block."""

    __slots__ = ("blocks", "parent", "__weakref__")

    def __init__(self, blocks: Iterable[Block] = ()) -> None:
        self.blocks: list[Block] = []
        self.parent: Operation | None = None
        for block in blocks:
            self.add_block(block)

    def __iter__(self) -> Iterator[Block]:
        return iter(list(self.blocks))

    def __len__(self) -> int:
        return len(self.blocks)

    def is_empty(self) -> bool:
        """Whether the region has no block."""
        return not self.blocks

    @property
    def owner(self) -> Operation | None:
        """The operation owning this region (MLIR bindings' name)."""
        return self.parent

    @property
    def entry_block(self) -> Block | None:
        """The first block, if any."""
        return self.blocks[0] if self.blocks else None

    @property
    def region_number(self) -> int:
        """The position of this region in its parent operation."""
        if self.parent is None:
            raise ValueError("region has no parent operation")
        return next(i for i, r in enumerate(self.parent.regions) if r is self)

    def add_block(self, block: Block | None = None) -> Block:
        """Append ``block`` (or a new empty block) and return it."""
        return self.insert_block(len(self.blocks), block)

    def insert_block(self, index: int, block: Block | None = None) -> Block:
        """Insert ``block`` (or a new empty block) at ``index``."""
        block = Block() if block is None else block
        if block.parent is not None:
            raise ValueError("block already belongs to a region")
        block.parent = self
        self.blocks.insert(index, block)
        return block

    def index_of(self, block: Block) -> int:
        """The position of ``block`` in this region."""
        for i, candidate in enumerate(self.blocks):
            if candidate is block:
                return i
        raise ValueError("block is not in this region")

    def detach_block(self, block: Block) -> Block:
        """Remove ``block`` from this region without erasing it."""
        del self.blocks[self.index_of(block)]
        block.parent = None
        return block

    def ops(self) -> Iterator[Operation]:
        """Iterate over the operations of every block in order."""
        for block in list(self.blocks):
            yield from block

    def is_ancestor(self, other: Region) -> bool:
        """Whether ``other`` is this region or nested (at any depth) in it."""
        region: Region | None = other
        while region is not None:
            if region is self:
                return True
            op = region.parent
            block = op.parent if op is not None else None
            region = block.parent if block is not None else None
        return False

    def take_body(self, other: Region) -> None:
        """Move every block of ``other`` into this (emptied) region."""
        for block in list(self.blocks):
            block.erase()
        for block in list(other.blocks):
            other.detach_block(block)
            self.add_block(block)

    def __repr__(self) -> str:
        return f"<Region with {len(self.blocks)} blocks>"
