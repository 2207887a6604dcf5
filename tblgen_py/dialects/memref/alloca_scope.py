"""Canonicalization of ``memref.alloca_scope``, ported from MLIR's C++
(``MemRefOps.cpp``).

- ``AllocaScopeInliner``: a scope whose body cannot allocate on the stack
  (or, directly in an allocation scope, that is the last op before the
  terminator of a one-block region) is inlined;
- ``AllocaScopeHoister``: stack allocations (``memref.alloca``) whose operands
  are available there move out of the scope, before the outermost op that
  is no allocation scope, when every op on the way is the last one before its
  block's terminator.
"""

from __future__ import annotations

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__ = ["AllocaScopeHoister", "AllocaScopeInliner"]

_SCOPE = "AutomaticAllocationScope"
_STACK_ALLOCATIONS = frozenset({"memref.alloca"})
"""Ops allocating an ``AutomaticAllocationScopeResource`` on their result."""


def _traits(op: Operation) -> tuple[str, ...]:
    return tuple(getattr(type(op), "ODS_TRAITS", ()))


def _is_scope(op: Operation | None) -> bool:
    return op is not None and _SCOPE in _traits(op)


def _potential_allocation(op: Operation) -> bool:
    """``isOpItselfPotentialAutomaticAllocation``."""
    traits = _traits(op)
    if "RecursiveMemoryEffects" in traits:
        return False
    if "MemoryEffectOpInterface" not in traits:
        return True
    return op.name in _STACK_ALLOCATIONS


def _has_potential_allocation(op: Operation) -> bool:
    """Whether an op nested in ``op`` (not inside a nested scope) may allocate."""
    for region in op.regions:
        for block in region.blocks:
            for nested in block:
                if _potential_allocation(nested):
                    return True
                if not _is_scope(nested) and _has_potential_allocation(nested):
                    return True
    return False


def _last_before_terminator(op: Operation) -> bool:
    """``lastNonTerminatorInRegion``: in a one-block region, followed only by
    the block's (possible) terminator."""
    block = op.parent
    if block is None or block.parent is None or len(block.parent.blocks) != 1:
        return False
    last = block.last_op
    if last is None or op.next is not last:
        return False
    traits = getattr(type(last), "ODS_TRAITS", None)
    return traits is None or "Terminator" in traits


class AllocaScopeInliner(RewritePattern):
    """Inline a scope that cannot extend an allocation's lifetime."""

    def __init__(self) -> None:
        super().__init__("memref.alloca_scope", debug_name="AllocaScopeInliner")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if _has_potential_allocation(op):
            if not _is_scope(op.parent_op) or not _last_before_terminator(op):
                return False
        block = op.regions[0].blocks[0]
        terminator = block.last_op
        assert terminator is not None
        results = list(terminator.operands)
        rewriter.inline_block_before(block, op)
        rewriter.replace_op(op, results)
        rewriter.erase_op(terminator)
        return True


class AllocaScopeHoister(RewritePattern):
    """Move stack allocations out to the enclosing allocation scope."""

    def __init__(self) -> None:
        super().__init__("memref.alloca_scope", debug_name="AllocaScopeHoister")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        outer = _outermost_without_scope(op)
        if outer is None:
            return False
        inner = op.parent_region
        assert inner is not None
        containing = next(r for r in outer.regions if r.is_ancestor(inner))
        hoisted = [
            alloc
            for alloc in _stack_allocations(op)
            if not any(
                _contains(containing, value.parent_block) for value in alloc.operands
            )
        ]
        if not hoisted:
            return False
        rewriter.set_insertion_point_before(outer)
        for alloc in hoisted:
            rewriter.replace_op(alloc, rewriter.clone(alloc))
        return True


def _outermost_without_scope(op: Operation) -> Operation | None:
    """The op right inside the enclosing allocation scope that ``op`` may be
    hoisted out of (None: no such op, or a lifetime would grow)."""
    parent = op.parent_op
    if parent is None or _is_scope(parent) or not _has_scope_ancestor(op):
        return None
    if not _last_before_terminator(op) or not _last_before_terminator(parent):
        return None
    while not _is_scope(parent.parent_op):
        grand = parent.parent_op
        if grand is None or not _last_before_terminator(grand):
            return None
        parent = grand
    return parent


def _has_scope_ancestor(op: Operation) -> bool:
    parent = op.parent_op
    while parent is not None:
        if _is_scope(parent):
            return True
        parent = parent.parent_op
    return False


def _contains(region: Region, block: object) -> bool:
    """``region.isAncestor(value.getParentRegion())``."""
    inner = getattr(block, "parent", None)
    return isinstance(inner, Region) and region.is_ancestor(inner)


def _stack_allocations(op: Operation) -> list[Operation]:
    """The ``memref.alloca``s nested in ``op`` at any depth, in the order of
    MLIR's post-order walk."""
    found: list[Operation] = []
    for region in op.regions:
        for block in region.blocks:
            for nested in block:
                found.extend(_stack_allocations(nested))
                if nested.name in _STACK_ALLOCATIONS:
                    found.append(nested)
    return found


@implement_op("memref.alloca_scope", "canonicalization_patterns")
def alloca_scope_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``AllocaScopeOp::getCanonicalizationPatterns``."""
    patterns.add(AllocaScopeInliner(), AllocaScopeHoister())
