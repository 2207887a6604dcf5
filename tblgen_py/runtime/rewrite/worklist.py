"""The driver worklist: a stack of unique ops with O(1) removal."""

from __future__ import annotations

from tblgen_py.runtime.ir.operation import Operation


class Worklist:
    """Ops to (re)visit; ``pop`` takes the most recently pushed op.

    Pushing an op already present keeps its position.  The ops are the keys of
    one insertion-ordered dict: ``push`` is ``ops.setdefault(op)``, ``pop`` is
    ``ops.popitem()``, removal is ``del``; drivers use ``ops`` directly on hot
    paths.
    """

    __slots__ = ("ops",)

    def __init__(self) -> None:
        self.ops: dict[Operation, None] = {}
        """The queued ops, in push order (the last one is popped first)."""

    def __bool__(self) -> bool:
        return bool(self.ops)

    def __len__(self) -> int:
        return len(self.ops)

    def __contains__(self, op: Operation) -> bool:
        return op in self.ops

    def push(self, op: Operation) -> None:
        """Add ``op`` unless it is already queued."""
        self.ops.setdefault(op)

    def pop(self) -> Operation:
        """Remove and return the last queued op (the worklist must not be empty)."""
        return self.ops.popitem()[0]

    def remove(self, op: Operation) -> None:
        """Drop ``op`` if queued."""
        self.ops.pop(op, None)

    def reverse(self) -> None:
        """Reverse the order of the queued ops (``ops`` becomes a new dict)."""
        self.ops = dict.fromkeys(reversed(self.ops))

    def clear(self) -> None:
        """Drop every op."""
        self.ops.clear()

    def snapshot(self) -> list[Operation]:
        """The queued ops, next to pop last."""
        return list(self.ops)
