"""Builder: creates operations at an insertion point."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from types import TracebackType
from typing import TypeVar

from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import IsTerminator, Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.scope import STACKS, Current, pop, push
from tblgen_py.runtime.ir.value import Value

OpT = TypeVar("OpT", bound=Operation)


class InsertionPoint:
    """A position in a block: before ``anchor``, or at the end when it is None.

    As in MLIR's bindings, ``InsertionPoint(block)`` is the end of ``block``,
    ``InsertionPoint(op)`` the position right before ``op``, and ``with ip:``
    makes it the point builders insert at when given no ``ip``.
    """

    __slots__ = ("block", "anchor")

    current = Current("insertion_points", "InsertionPoint", required=True)
    """The innermost ``with``-entered insertion point (ValueError if none)."""

    def __init__(
        self, block: Block | Operation, anchor: Operation | None = None
    ) -> None:
        if isinstance(block, Block):
            self.block = block
            self.anchor = anchor
        else:
            op = getattr(block, "_op", block)  # an ``Operation`` handle or an op
            if op.parent is None:
                raise ValueError("operation is not in a block")
            self.block = op.parent
            self.anchor = op

    @staticmethod
    def at_block_begin(block: Block) -> InsertionPoint:
        """The start of ``block``."""
        return InsertionPoint(block, block.first_op)

    @staticmethod
    def at_block_terminator(block: Block) -> InsertionPoint:
        """Right before the terminator of ``block`` (ValueError if it has none)."""
        last = block.last_op
        if last is None or not last.has_trait(IsTerminator):
            raise ValueError("Block has no terminator")
        return InsertionPoint(block, last)

    @property
    def ref_operation(self) -> Operation | None:
        """The op insertion happens before (None: the end of the block)."""
        return self.anchor

    def insert(self, op: OpT) -> OpT:
        """Insert a detached ``op`` here and return it."""
        target = getattr(op, "_op", op)
        if self.anchor is None:
            self.block.append(target)
        else:
            self.block.insert_before(target, self.anchor)
        return op

    def __enter__(self) -> InsertionPoint:
        push(STACKS.insertion_points, self)
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        pop(STACKS.insertion_points, self)

    @staticmethod
    def at_end(block: Block) -> InsertionPoint:
        """The end of ``block``."""
        return InsertionPoint(block, None)

    @staticmethod
    def at_start(block: Block) -> InsertionPoint:
        """The start of ``block``."""
        return InsertionPoint(block, block.first_op)

    @staticmethod
    def before(op: Operation) -> InsertionPoint:
        """Right before ``op``."""
        if op.parent is None:
            raise ValueError("operation is not in a block")
        return InsertionPoint(op.parent, op)

    @staticmethod
    def after(op: Operation) -> InsertionPoint:
        """Right after ``op``."""
        if op.parent is None:
            raise ValueError("operation is not in a block")
        return InsertionPoint(op.parent, op.next)


class Builder:
    """Inserts new operations at its current insertion point."""

    __slots__ = ("insertion_point", "context", "location")

    def __init__(
        self,
        insertion_point: InsertionPoint | None = None,
        context: Context | None = None,
        location: object = None,
    ) -> None:
        self.insertion_point = insertion_point
        self.context = context
        self.location = location

    def set_insertion_point(self, point: InsertionPoint | None) -> None:
        """Move the insertion point."""
        self.insertion_point = point

    def set_insertion_point_to_end(self, block: Block) -> None:
        """Insert at the end of ``block`` from now on."""
        self.insertion_point = InsertionPoint(block, None)

    def set_insertion_point_to_start(self, block: Block) -> None:
        """Insert at the start of ``block`` from now on."""
        self.insertion_point = InsertionPoint(block, block.first_op)

    def set_insertion_point_before(self, op: Operation) -> None:
        """Insert right before ``op`` from now on."""
        self.insertion_point = InsertionPoint.before(op)

    def set_insertion_point_after(self, op: Operation) -> None:
        """Insert right after ``op`` from now on."""
        self.insertion_point = InsertionPoint.after(op)

    @contextmanager
    def at(self, point: InsertionPoint) -> Iterator[Builder]:
        """Temporarily use ``point`` as the insertion point."""
        saved = self.insertion_point
        self.insertion_point = point
        try:
            yield self
        finally:
            self.insertion_point = saved

    def insert(self, op: OpT) -> OpT:
        """Insert a detached ``op`` at the insertion point and return it."""
        point = self.insertion_point
        if point is not None:
            if point.anchor is None:
                point.block.append(op)
            else:
                point.block.insert_before(op, point.anchor)
        return op

    def create(
        self,
        name: str,
        operands: Sequence[Value] = (),
        result_types: Sequence[object] = (),
        properties: object = None,
        attributes: dict[str, object] | None = None,
        regions: int | Iterable[Region] = 0,
        successors: Sequence[Block] = (),
        location: object = None,
    ) -> Operation:
        """Create an op (of its registered class if known) and insert it."""
        ctx = self.context
        cls = ctx.op_classes.get(name, Operation) if ctx is not None else Operation
        op = cls.create(
            name,
            operands,
            result_types,
            properties,
            attributes,
            regions,
            successors,
            self.location if location is None else location,
        )
        return self.insert(op)

    def create_block(
        self,
        region: Region,
        arg_types: Iterable[object] = (),
        arg_locs: Iterable[object] | None = None,
    ) -> Block:
        """Append a new block to ``region`` and move the insertion point into it."""
        block = region.add_block(Block(arg_types, arg_locs))
        self.insertion_point = InsertionPoint(block, None)
        return block
