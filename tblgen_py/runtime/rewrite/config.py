"""GreedyRewriteConfig: the options of the greedy pattern rewrite driver."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.context import Context
    from tblgen_py.runtime.ir.region import Region
    from tblgen_py.runtime.rewrite.listener import RewriterListener

NO_LIMIT: Final = -1
"""No limit on iterations, rewrites or steps."""
STEPS_BASE: Final = 10_000
STEPS_PER_OP: Final = 16
"""The default step budget per iteration: ``STEPS_BASE + STEPS_PER_OP * ops``."""


class GreedyRewriteStrictness(Enum):
    """Which ops the driver may add to its worklist while rewriting."""

    ANY_OP = "any-op"
    """Any op (inside the scope)."""
    EXISTING_AND_NEW_OPS = "existing-and-new-ops"
    """Only the ops the worklist started with, and ops created while rewriting."""
    EXISTING_OPS = "existing-ops"
    """Only the ops the worklist started with."""


class GreedySimplifyRegionLevel(Enum):
    """How much the region driver simplifies regions after each iteration."""

    DISABLED = "disabled"
    """No region simplification (unreachable blocks are still erased first)."""
    NORMAL = "normal"
    """Unreachable blocks, dead ops and dead block arguments."""
    AGGRESSIVE = "aggressive"
    """Also merge identical blocks and drop arguments always passed one value."""


@dataclass
class GreedyRewriteConfig:
    """How the greedy driver visits ops, when it stops and what else it does."""

    use_top_down_traversal: bool = False
    """Seed the worklist in pre-order so ops are visited top down.

    The default (False) seeds it in post-order and pops from its end, so the
    last op of a block, and its users before their operands, come first
    ("bottom up"); this may match larger patterns in ambiguous pattern sets.
    """

    region_simplification: GreedySimplifyRegionLevel = (
        GreedySimplifyRegionLevel.AGGRESSIVE
    )
    """Simplify the region after each iteration (region driver only).

    MLIR's default, ``AGGRESSIVE``; the canonicalize pass defaults to
    ``NORMAL``.  Unreachable blocks are erased before each iteration whatever
    the level.  An iteration that simplified anything counts as changed.
    """

    max_iterations: int = 10
    """How many times the region driver rescans the region (NO_LIMIT: unbounded).

    An iteration that changes anything is followed by another; reaching the
    limit ends the driver without convergence.
    """

    max_num_rewrites: int = NO_LIMIT
    """Successful pattern applications allowed per iteration (NO_LIMIT: unbounded).

    Reaching it ends the iteration as changed, so another one follows (MLIR).
    """

    max_steps_per_iteration: int | None = None
    """Ops taken off the worklist per iteration (NO_LIMIT: unbounded).

    MLIR has no such bound: there, patterns that undo each other (A -> B,
    B -> A), an op rewritten in place forever or IR that grows forever keep one
    iteration running until the process is killed.  Here an iteration stops
    after this many steps and counts as changed, like ``max_num_rewrites``, so
    with ``max_iterations`` every run ends (not converged).  The default, None,
    is ``STEPS_BASE + STEPS_PER_OP * n`` (10,000 + 16 per op) where ``n`` is
    the number of ops the first iteration starts with: a run does at most
    ``max_iterations`` times that much work, while rewrites that converge stay
    far below it.
    """

    scope: Region | None = None
    """Only ops nested in this region are added to the worklist.

    None means the region being simplified (region driver) or the closest
    region holding all given ops (op driver).
    """

    strictness: GreedyRewriteStrictness = GreedyRewriteStrictness.ANY_OP
    """Which ops may join the worklist after it is seeded (see the enum)."""

    fold: bool = True
    """Try each op's ``fold`` hook before its patterns (constants are not folded)."""

    cse_constants: bool = True
    """At each iteration start, deduplicate constants and hoist them to the front
    of their region's entry block (MLIR's ``OperationFolder``)."""

    check_recursion: bool = False
    """Refuse to apply a pattern to ops it created itself (directly or through
    later rewrites) unless it declares bounded rewrite recursion.  MLIR's greedy
    driver does not check; the conversion driver does."""

    def step_budget(self, num_ops: int) -> int:
        """The steps per iteration for a worklist seeded with ``num_ops`` ops."""
        if self.max_steps_per_iteration is None:
            return STEPS_BASE + STEPS_PER_OP * num_ops
        return self.max_steps_per_iteration

    listener: RewriterListener | None = None
    """Also told of every IR change, pattern begin/end and match failure."""

    context: Context | None = None
    """Where dialect ``materialize_constant`` hooks are looked up (default: the
    pattern set's context)."""
