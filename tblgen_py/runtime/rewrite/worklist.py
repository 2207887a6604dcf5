"""The driver worklist: a stack of unique ops with O(1) removal."""

from __future__ import annotations

from tblgen_py.runtime.ir.operation import Operation


class Worklist:
    """Ops to (re)visit; ``pop`` takes the most recently pushed op.

    Pushing an op already present keeps its position; a removed op leaves a
    hole that ``pop`` skips.
    """

    __slots__ = ("ops", "index")

    def __init__(self) -> None:
        self.ops: list[Operation | None] = []
        self.index: dict[Operation, int] = {}

    def __bool__(self) -> bool:
        return bool(self.index)

    def __len__(self) -> int:
        return len(self.index)

    def __contains__(self, op: Operation) -> bool:
        return op in self.index

    def push(self, op: Operation) -> None:
        """Add ``op`` unless it is already queued."""
        index = self.index
        if op not in index:
            index[op] = len(self.ops)
            self.ops.append(op)

    def pop(self) -> Operation:
        """Remove and return the last queued op (the worklist must not be empty)."""
        ops = self.ops
        op = ops.pop()
        while op is None:
            op = ops.pop()
        del self.index[op]
        return op

    def remove(self, op: Operation) -> None:
        """Drop ``op`` if queued."""
        position = self.index.pop(op, None)
        if position is not None:
            self.ops[position] = None

    def reverse(self) -> None:
        """Reverse the order of the queued ops."""
        ops = self.ops
        ops.reverse()
        if len(ops) != len(self.index):
            ops[:] = [op for op in ops if op is not None]
        self.index.clear()
        self.index.update(zip(ops, range(len(ops))))  # type: ignore[arg-type]

    def clear(self) -> None:
        """Drop every op."""
        self.ops.clear()
        self.index.clear()

    def snapshot(self) -> list[Operation]:
        """The queued ops, next to pop last."""
        return [op for op in self.ops if op is not None]
