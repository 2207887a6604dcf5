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
"""No limit on iterations or rewrites."""


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
    """Successful pattern applications allowed per iteration (NO_LIMIT: unbounded)."""

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

    listener: RewriterListener | None = None
    """Also told of every IR change, pattern begin/end and match failure."""

    context: Context | None = None
    """Where dialect ``materialize_constant`` hooks are looked up (default: the
    pattern set's context)."""
