"""The greedy driver always ends: non-converging pattern sets stop, unconverged.

Each pattern set here never reaches a fixed point; MLIR's driver would run one
iteration forever.  With default settings ours stops after ``max_iterations``
iterations of at most ``config.step_budget(ops)`` worklist steps each.
"""

from __future__ import annotations

import pytest

from tblgen_py.runtime.ir import Operation
from tblgen_py.runtime.ir.attributes import BoolAttr
from tblgen_py.runtime.rewrite import (
    NO_LIMIT,
    GreedyRewriteConfig,
    PatternRewriter,
    RewritePattern,
    apply_op_patterns_greedily,
    apply_patterns_greedily,
)
from tblgen_py.runtime.rewrite import config as config_module
from tblgen_py.runtime.rewrite.config import STEPS_BASE, STEPS_PER_OP
from tests.runtime.test_rewrite_greedy import Rename
from tests.runtime.test_rewrite_support import parse


class Counting(RewritePattern):
    """Base: counts its successful rewrites."""

    def __init__(self, root: str) -> None:
        super().__init__(root)
        self.count = 0


class Toggle(Counting):
    """Flips a ``flag`` attribute in place: never settles."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        self.count += 1
        flag = op.attributes.get("flag")
        with rewriter.modifying(op):
            op.attributes["flag"] = BoolAttr.get(not getattr(flag, "value", False))
        return True


class Recreate(Counting):
    """``Pat<(A $x), (A $x)>``: replaces an op by an identical new one."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        self.count += 1
        rewriter.replace_op_with_new_op(op, op.name, op.operands, op.result_types)
        return True


class Grow(Counting):
    """Inserts one more op before the root every time: IR grows forever."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        self.count += 1
        with rewriter.modifying(op):
            rewriter.create("t.junk", [], [])
        return True


def budget(num_ops: int, base: int = STEPS_BASE) -> int:
    return base + STEPS_PER_OP * num_ops


@pytest.fixture
def small_base(monkeypatch: pytest.MonkeyPatch) -> int:
    """A smaller default budget base, to keep these tests fast."""
    monkeypatch.setattr(config_module, "STEPS_BASE", 300)
    return 300


@pytest.mark.parametrize("pattern", [Toggle("t.x"), Recreate("t.x"), Grow("t.x")])
def test_default_settings_end_unconverged(pattern: Counting, small_base: int) -> None:
    """10 iterations of the default step budget, then 'not converged'."""
    module = parse('"t.x"() : () -> ()\n')
    assert not apply_patterns_greedily(module, [pattern])
    steps = budget(1, small_base)
    assert 10 * (steps - 1) <= pattern.count <= 10 * steps


def test_looping_pair_ends_with_default_settings() -> None:
    """A <-> B, MLIR's defaults otherwise (no rewrite limit)."""
    log: list[str] = []
    module = parse('"t.x"() : () -> ()\n"t.x"() : () -> ()\n')
    pair = [Rename("t.x", "t.y", log), Rename("t.y", "t.x", log)]
    assert not apply_patterns_greedily(module, pair)
    assert len(log) == 10 * budget(2)


def test_explicit_step_budget() -> None:
    """``max_steps_per_iteration`` overrides the default."""
    toggle = Toggle("t.x")
    config = GreedyRewriteConfig(max_iterations=3, max_steps_per_iteration=7)
    assert not apply_patterns_greedily(parse('"t.x"() : () -> ()\n'), [toggle], config)
    assert toggle.count == 21


def test_op_driver_ends(small_base: int) -> None:
    """The op driver (one pass) stops too, its worklist not empty."""
    module = parse('"t.x"() : () -> ()\n')
    op = module.regions[0].blocks[0].first_op
    assert op is not None
    recreate = Recreate("t.x")
    assert not apply_op_patterns_greedily([op], [recreate])
    assert recreate.count == budget(1, small_base)


def test_converging_runs_are_unaffected() -> None:
    """A pattern set that converges does so within a tiny budget, and the
    unlimited setting still converges."""
    text = "".join(f'"t.x"() {{n = {i}}} : () -> ()\n' for i in range(50))
    for steps in (None, NO_LIMIT, 51):
        module = parse(text)
        config = GreedyRewriteConfig(max_steps_per_iteration=steps)
        assert apply_patterns_greedily(module, [Rename("t.x", "t.y")], config)
        assert str(module).count('"t.y"') == 50
