"""Walking nested IR in pre- or post-order, with skip and interrupt."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from enum import Enum
from typing import TYPE_CHECKING, Union

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.operation import Operation


class WalkOrder(Enum):
    """Visit an op before (PRE) or after (POST) the ops nested in it."""

    PRE = "pre"
    POST = "post"
    PRE_ORDER = "pre"
    """MLIR bindings' name of PRE."""
    POST_ORDER = "post"
    """MLIR bindings' name of POST."""


class WalkResult(Enum):
    """What a walk callback asks for next."""

    ADVANCE = "advance"
    SKIP = "skip"
    INTERRUPT = "interrupt"

    def was_interrupted(self) -> bool:
        """Whether the walk stopped early."""
        return self is WalkResult.INTERRUPT


WalkCallback = Callable[["Operation"], Union[WalkResult, None]]


def walk(op: Operation, callback: WalkCallback, order: WalkOrder) -> WalkResult:
    """Walk ``op`` and its nested ops; the callback may erase the visited op."""
    if order is WalkOrder.PRE:
        return _walk_pre(op, callback)
    return _walk_post(op, callback)


def _walk_pre(op: Operation, callback: WalkCallback) -> WalkResult:
    result = callback(op)
    if result is WalkResult.INTERRUPT:
        return result
    if result is WalkResult.SKIP:
        return WalkResult.ADVANCE
    for region in list(op.regions):
        for block in list(region.blocks):
            child = block.first_op
            while child is not None:
                nxt = child.next
                if _walk_pre(child, callback) is WalkResult.INTERRUPT:
                    return WalkResult.INTERRUPT
                child = nxt
    return WalkResult.ADVANCE


def _walk_post(op: Operation, callback: WalkCallback) -> WalkResult:
    for region in list(op.regions):
        for block in list(region.blocks):
            child = block.first_op
            while child is not None:
                nxt = child.next
                if _walk_post(child, callback) is WalkResult.INTERRUPT:
                    return WalkResult.INTERRUPT
                child = nxt
    result = callback(op)
    if result is WalkResult.INTERRUPT:
        return result
    return WalkResult.ADVANCE


def walk_preorder(op: Operation) -> Iterator[Operation]:
    """Iterate over ``op`` and its nested ops, parents first."""
    stack = [op]
    while stack:
        current = stack.pop()
        yield current
        children = [o for r in current.regions for b in r.blocks for o in b]
        stack.extend(reversed(children))


def walk_postorder(op: Operation) -> Iterator[Operation]:
    """Iterate over ``op`` and its nested ops, children first."""
    for region in op.regions:
        for block in region.blocks:
            for child in list(block):
                yield from walk_postorder(child)
    yield op
