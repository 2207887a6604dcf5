"""Listeners: callbacks through which drivers observe every IR change."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.block import Block
    from tblgen_py.runtime.ir.builder import InsertionPoint
    from tblgen_py.runtime.ir.operation import Operation
    from tblgen_py.runtime.ir.value import Value
    from tblgen_py.runtime.rewrite.pattern import Pattern


class RewriterListener:
    """Receives a notification for every mutation made through a rewriter.

    Every hook does nothing by default; subclasses override what they track
    (MLIR's ``RewriterBase::Listener``).
    """

    def notify_operation_inserted(
        self, op: Operation, previous: InsertionPoint | None
    ) -> None:
        """``op`` was inserted (``previous`` is set when it was moved)."""

    def notify_block_inserted(self, block: Block) -> None:
        """``block`` was inserted into a region."""

    def notify_operation_modified(self, op: Operation) -> None:
        """``op`` was modified in place."""

    def notify_operation_replaced(
        self, op: Operation, replacement: Sequence[Value]
    ) -> None:
        """The results of ``op`` are about to be replaced by ``replacement``."""

    def notify_operation_erased(self, op: Operation) -> None:
        """``op`` is about to be erased."""

    def notify_block_erased(self, block: Block) -> None:
        """``block`` is about to be erased."""

    def notify_pattern_begin(self, pattern: Pattern, op: Operation) -> None:
        """``pattern`` is about to be applied to ``op``."""

    def notify_pattern_end(self, pattern: Pattern, success: bool) -> None:
        """``pattern`` finished; ``success`` tells whether it rewrote the IR."""

    def notify_match_failure(self, op: Operation | None, reason: str) -> None:
        """A pattern gave up on ``op`` for ``reason``."""


class ListenerChain(RewriterListener):
    """Forwards every notification to several listeners, in order."""

    def __init__(self, listeners: Sequence[RewriterListener]) -> None:
        self.listeners = list(listeners)

    def notify_operation_inserted(
        self, op: Operation, previous: InsertionPoint | None
    ) -> None:
        """Forward to every listener."""
        for listener in self.listeners:
            listener.notify_operation_inserted(op, previous)

    def notify_block_inserted(self, block: Block) -> None:
        """Forward to every listener."""
        for listener in self.listeners:
            listener.notify_block_inserted(block)

    def notify_operation_modified(self, op: Operation) -> None:
        """Forward to every listener."""
        for listener in self.listeners:
            listener.notify_operation_modified(op)

    def notify_operation_replaced(
        self, op: Operation, replacement: Sequence[Value]
    ) -> None:
        """Forward to every listener."""
        for listener in self.listeners:
            listener.notify_operation_replaced(op, replacement)

    def notify_operation_erased(self, op: Operation) -> None:
        """Forward to every listener."""
        for listener in self.listeners:
            listener.notify_operation_erased(op)

    def notify_block_erased(self, block: Block) -> None:
        """Forward to every listener."""
        for listener in self.listeners:
            listener.notify_block_erased(block)

    def notify_pattern_begin(self, pattern: Pattern, op: Operation) -> None:
        """Forward to every listener."""
        for listener in self.listeners:
            listener.notify_pattern_begin(pattern, op)

    def notify_pattern_end(self, pattern: Pattern, success: bool) -> None:
        """Forward to every listener."""
        for listener in self.listeners:
            listener.notify_pattern_end(pattern, success)

    def notify_match_failure(self, op: Operation | None, reason: str) -> None:
        """Forward to every listener."""
        for listener in self.listeners:
            listener.notify_match_failure(op, reason)


class RecordingListener(RewriterListener):
    """Records notifications as ``(event, name)`` pairs, for tests and tools."""

    def __init__(self) -> None:
        self.events: list[tuple[str, str]] = []

    def notify_operation_inserted(
        self, op: Operation, previous: InsertionPoint | None
    ) -> None:
        """Record ``insert`` (or ``move`` when ``previous`` is set)."""
        self.events.append(("move" if previous else "insert", op.name))

    def notify_block_inserted(self, block: Block) -> None:
        """Record ``insert-block``."""
        self.events.append(("insert-block", ""))

    def notify_operation_modified(self, op: Operation) -> None:
        """Record ``modify``."""
        self.events.append(("modify", op.name))

    def notify_operation_replaced(
        self, op: Operation, replacement: Sequence[Value]
    ) -> None:
        """Record ``replace``."""
        self.events.append(("replace", op.name))

    def notify_operation_erased(self, op: Operation) -> None:
        """Record ``erase``."""
        self.events.append(("erase", op.name))

    def notify_block_erased(self, block: Block) -> None:
        """Record ``erase-block``."""
        self.events.append(("erase-block", ""))

    def notify_pattern_begin(self, pattern: Pattern, op: Operation) -> None:
        """Record ``begin``."""
        self.events.append(("begin", pattern.debug_name))

    def notify_pattern_end(self, pattern: Pattern, success: bool) -> None:
        """Record ``success`` or ``failure``."""
        self.events.append(("success" if success else "failure", pattern.debug_name))

    def notify_match_failure(self, op: Operation | None, reason: str) -> None:
        """Record ``match-failure`` with the reason."""
        self.events.append(("match-failure", reason))
