"""Entry points of the greedy driver: region-based and op-based."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.rewrite.config import GreedyRewriteConfig
from tblgen_py.runtime.rewrite.greedy import GreedyPatternRewriteDriver
from tblgen_py.runtime.rewrite.pattern import Pattern
from tblgen_py.runtime.rewrite.pattern_set import FrozenRewritePatternSet, freeze

if TYPE_CHECKING:
    from tblgen_py.runtime.rewrite.pattern_set import RewritePatternSet


def apply_patterns_greedily(
    target: Region | Operation,
    patterns: RewritePatternSet | FrozenRewritePatternSet | Sequence[Pattern],
    config: GreedyRewriteConfig | None = None,
) -> bool:
    """Rewrite the ops in a region (or in every region of an op, not the op itself).

    Returns whether the rewrite converged within ``config.max_iterations``.
    """
    config = config or GreedyRewriteConfig()
    frozen = freeze(patterns)
    regions = target.regions if isinstance(target, Operation) else [target]
    converged = True
    for region in regions:
        scoped = config if config.scope is not None else _with_scope(config, region)
        driver = GreedyPatternRewriteDriver(frozen, scoped)
        converged = driver.simplify_region(region) and converged
    return converged


def apply_op_patterns_greedily(
    ops: Sequence[Operation],
    patterns: RewritePatternSet | FrozenRewritePatternSet | Sequence[Pattern],
    config: GreedyRewriteConfig | None = None,
) -> bool:
    """Rewrite starting from ``ops`` (one pass, ``max_iterations`` is unused).

    Returns whether the worklist emptied within ``config.max_num_rewrites``.
    """
    if not ops:
        return True
    config = config or GreedyRewriteConfig()
    if config.scope is None:
        config = _with_scope(config, common_ancestor_region(ops))
    driver = GreedyPatternRewriteDriver(patterns, config)
    return driver.simplify_ops(ops)


def _with_scope(
    config: GreedyRewriteConfig, scope: Region | None
) -> GreedyRewriteConfig:
    """A copy of ``config`` restricted to ``scope``."""
    return dataclasses.replace(config, scope=scope)


def common_ancestor_region(ops: Sequence[Operation]) -> Region | None:
    """The closest region containing every op in ``ops`` (None at top level)."""
    region = ops[0].parent_region
    while region is not None:
        if all(_in_region(region, op) for op in ops[1:]):
            return region
        parent = region.parent
        region = None if parent is None else parent.parent_region
    return None


def _in_region(region: Region, op: Operation) -> bool:
    """Whether ``op`` is nested (at any depth) in ``region``."""
    current: Operation | None = op
    while current is not None:
        if current.parent_region is region:
            return True
        current = current.parent_op
    return False
