"""The walk pattern rewrite driver: one post-order sweep, no revisits."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from tblgen_py.runtime.errors import MLIRError
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.rewrite.applicator import PatternApplicator
from tblgen_py.runtime.rewrite.listener import ListenerChain, RewriterListener
from tblgen_py.runtime.rewrite.log import WALK_DEBUG_TYPE, ScopedLog, op_text
from tblgen_py.runtime.rewrite.pattern import Pattern
from tblgen_py.runtime.rewrite.pattern_set import FrozenRewritePatternSet, freeze
from tblgen_py.runtime.rewrite.rewriter import PatternRewriter

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.region import Region
    from tblgen_py.runtime.rewrite.pattern_set import RewritePatternSet


class WalkErasureError(MLIRError, RuntimeError):
    """A pattern erased an op other than the visited op or its descendants."""


class _ErasureGuard(RewriterListener):
    """Checks that only the visited op (or ops nested in it) is erased."""

    def __init__(self) -> None:
        self.visited: Operation | None = None

    def notify_operation_erased(self, op: Operation) -> None:
        """Refuse erasures outside the visited op."""
        visited = self.visited
        if visited is not None and not visited.is_ancestor(op):
            raise WalkErasureError(
                f"walk driver: erasing '{op.name}' while visiting '{visited.name}'"
            )


def walk_and_apply_patterns(
    op: Operation,
    patterns: RewritePatternSet | FrozenRewritePatternSet | Sequence[Pattern],
    listener: RewriterListener | None = None,
) -> bool:
    """Apply the best matching pattern once to each op nested in ``op``.

    Ops are visited in post-order (``op`` itself is not); ops created or
    modified by a rewrite are not visited again.  Returns whether any pattern
    applied.
    """
    frozen = freeze(patterns)
    guard = _ErasureGuard()
    chained = guard if listener is None else ListenerChain([guard, listener])
    rewriter = PatternRewriter(frozen.context, listener=chained)
    applicator = PatternApplicator(frozen)
    applicator.apply_default_cost_model()
    log = ScopedLog.open(WALK_DEBUG_TYPE)
    changed = False
    for region in op.regions:
        for visited in _postorder(region):
            if log is not None:
                log.line(f"Visiting op: {op_text(visited)}")
            guard.visited = visited
            if applicator.match_and_rewrite(visited, rewriter):
                changed = True
                if log is not None:
                    log.line("\tOp matched and rewritten")
    return changed


def _postorder(region: Region) -> Iterator[Operation]:
    """The ops of ``region``, children first; the next op is fixed before a visit."""
    for block in list(region.blocks):
        op = block.first_op
        while op is not None:
            nxt = op.next
            for nested in list(op.regions):
                yield from _postorder(nested)
            yield op
            op = nxt
