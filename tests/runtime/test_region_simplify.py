"""Region simplification: unreachable blocks, region DCE, block merging, the driver."""

from __future__ import annotations

import random

import pytest

from tblgen_py.runtime.ir import Operation
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.rewrite import (
    GreedyPatternRewriteDriver,
    GreedyRewriteConfig,
    PatternRewriter,
    RecordingListener,
    apply_patterns_greedily,
)
from tblgen_py.runtime.rewrite.branch_operands import (
    successor_block_argument,
    successor_operands,
)
from tblgen_py.runtime.rewrite.config import GreedySimplifyRegionLevel
from tblgen_py.runtime.rewrite.region_dce import (
    Liveness,
    SingleBlockSweep,
    delete_dead,
)
from tblgen_py.runtime.rewrite.region_simplify import (
    drop_redundant_arguments,
    erase_unreachable_blocks,
    merge_identical_blocks,
    run_region_dce,
    simplify_regions,
)
from tests.runtime.test_region_simplify_support import (
    context,
    func_region,
    parse,
    show,
)
from tests.runtime.test_rewrite_support import dedent

I32 = IntegerType.get(32)


def wrap(body: str) -> str:
    """What ``show`` prints for a module whose ``rs.func`` holds ``body``."""
    lines = dedent(body).strip("\n").splitlines()
    inner = "".join(f"  {line}\n" for line in lines)
    return (
        '"builtin.module"() ({\n  "rs.func"() ({\n'
        + inner
        + "  }) : () -> ()\n}) : () -> ()\n"
    )


def run(module: Operation, fn: object) -> bool:
    """Apply a region utility to the ``rs.func`` region with a fresh rewriter."""
    rewriter = PatternRewriter(context())
    return bool(fn(rewriter, [func_region(module)]))  # type: ignore[operator]


class TestUnreachableBlocks:
    TEXT = dedent("""
        ^bb0(%a: i32):
          "rs.br"()[^bb2] : () -> ()
        ^bb1(%x: i32):
          %0 = "rs.add"(%x, %a) : (i32, i32) -> i32
          "t.effect"(%0) : (i32) -> ()
          "rs.br"(%0)[^bb3] : (i32) -> ()
        ^bb2:
          "rs.return"(%a) : (i32) -> ()
        ^bb3(%y: i32):
          "t.effect"(%y) : (i32) -> ()
          "rs.br"(%y)[^bb1] : (i32) -> ()
        """)

    def test_erases_unreachable_cycle_with_side_effects(self) -> None:
        module = parse(self.TEXT)
        assert run(module, erase_unreachable_blocks)
        assert show(module) == wrap("""
            ^bb0(%arg0: i32):
              "rs.br"()[^bb1] : () -> ()
            ^bb1:  // pred: ^bb0
              "rs.return"(%arg0) : (i32) -> ()
            """)
        assert not run(module, erase_unreachable_blocks)

    def test_nested_regions_and_listener_events(self) -> None:
        module = parse(dedent("""
              "t.wrap"() ({
                "t.term"() : () -> ()
              ^bb1:
                "t.effect"() : () -> ()
                "t.term"() : () -> ()
              }) : () -> ()
              "rs.return"() : () -> ()
            """))
        listener = RecordingListener()
        rewriter = PatternRewriter(context(), listener)
        assert erase_unreachable_blocks(rewriter, [func_region(module)])
        assert [e for e in listener.events if e[0] == "erase"] == [
            ("erase", "t.term"),
            ("erase", "t.effect"),
        ]
        assert '"t.effect"' not in show(module)

    def test_single_block_region_is_left_alone(self) -> None:
        module = parse('"rs.return"() : () -> ()')
        assert not run(module, erase_unreachable_blocks)


class TestRegionDCE:
    def test_dead_ops_go_used_and_effectful_stay(self) -> None:
        module = parse(dedent("""
            ^bb0(%a: i32):
              %0 = "rs.add"(%a, %a) : (i32, i32) -> i32
              %1 = "rs.add"(%0, %a) : (i32, i32) -> i32
              %2 = "rs.add"(%a, %a) : (i32, i32) -> i32
              "rs.store"(%2) : (i32) -> ()
              %3 = "t.unknown"(%a) : (i32) -> i32
              "rs.return"(%0) : (i32) -> ()
            """))
        assert run(module, run_region_dce)
        assert show(module) == wrap("""
            ^bb0(%arg0: i32):
              %0 = "rs.add"(%arg0, %arg0) : (i32, i32) -> i32
              %1 = "rs.add"(%arg0, %arg0) : (i32, i32) -> i32
              "rs.store"(%1) : (i32) -> ()
              %2 = "t.unknown"(%arg0) : (i32) -> i32
              "rs.return"(%0) : (i32) -> ()
            """)
        assert not run(module, run_region_dce)

    def test_dead_loop_carried_argument(self) -> None:
        module = parse(dedent("""
            ^bb0(%a: i32, %c: i1):
              "rs.br"(%a, %a)[^bb1] : (i32, i32) -> ()
            ^bb1(%x: i32, %k: i32):
              %n = "rs.add"(%x, %a) : (i32, i32) -> i32
              "t.effect"(%k) : (i32) -> ()
              "rs.cond_br"(%c, %n, %k)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
            ^bb2:
              "rs.return"(%a) : (i32) -> ()
            """))
        assert run(module, run_region_dce)  # the add is erased
        assert show(module) == wrap("""
            ^bb0(%arg0: i32, %arg1: i1):
              "rs.br"(%arg0)[^bb1] : (i32) -> ()
            ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
              "t.effect"(%0) : (i32) -> ()
              "rs.cond_br"(%arg1, %0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
            ^bb2:  // pred: ^bb1
              "rs.return"(%arg0) : (i32) -> ()
            """)

    def test_argument_only_removal_is_no_change(self) -> None:
        module = parse(dedent("""
            ^bb0(%a: i32, %c: i1):
              "rs.cond_br"(%c, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
            ^bb1(%x: i32):
              "t.effect"() : () -> ()
              "rs.return"(%a) : (i32) -> ()
            ^bb2:
              "rs.return"(%a) : (i32) -> ()
            """))
        assert not run(module, run_region_dce)
        assert '"rs.cond_br"(%arg1)[^bb1, ^bb2]' in show(module)
        assert "^bb1:  // pred: ^bb0" in show(module)

    def test_unknown_terminator_keeps_successor_arguments(self) -> None:
        module = parse(dedent("""
            ^bb0(%a: i32):
              "t.br"(%a)[^bb1] : (i32) -> ()
            ^bb1(%x: i32):
              "rs.return"(%a) : (i32) -> ()
            """))
        assert not run(module, run_region_dce)
        assert "^bb1(%0: i32)" in show(module)

    def test_terminator_keeps_what_it_uses_even_in_a_dead_op(self) -> None:
        module = parse(dedent("""
            ^bb0(%a: i32):
              %0 = "rs.add"(%a, %a) : (i32, i32) -> i32
              %1 = "rs.if"() ({
                "rs.yield"(%0) : (i32) -> ()
              }) : () -> i32
              "rs.if"() ({
                "rs.store"(%a) : (i32) -> ()
                "rs.yield"() : () -> ()
              }) : () -> ()
              "rs.return"() : () -> ()
            """))
        assert run(module, run_region_dce)
        assert show(module) == wrap("""
            ^bb0(%arg0: i32):
              %0 = "rs.add"(%arg0, %arg0) : (i32, i32) -> i32
              "rs.if"() ({
                "rs.store"(%arg0) : (i32) -> ()
                "rs.yield"() : () -> ()
              }) : () -> ()
              "rs.return"() : () -> ()
            """)

    def test_nested_region_dead_ops(self) -> None:
        module = parse(dedent("""
            ^bb0(%a: i32):
              "t.wrap"() ({
                %0 = "rs.add"(%a, %a) : (i32, i32) -> i32
                "t.term"() : () -> ()
              }) : () -> ()
              "rs.return"() : () -> ()
            """))
        assert run(module, run_region_dce)
        assert '"rs.add"' not in show(module)


MERGE = dedent("""
    ^bb0(%a: i32, %b: i32, %c: i1, %d: i1):
      "rs.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:
      %0 = "rs.add"(%a, %b) : (i32, i32) -> i32
      "t.effect"(%0) : (i32) -> ()
      "rs.return"(%0) : (i32) -> ()
    ^bb2:
      "t.effect"() {k = 2} : () -> ()
      "rs.cond_br"(%d)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb3:
      %1 = "rs.add"(%B, %b) : (i32, i32) -> i32
      "t.effect"(%1) : (i32) -> ()
      "rs.return"(%1) : (i32) -> ()
    ^bb4:
      "rs.return"(%b) : (i32) -> ()
    """)


class TestBlockMerging:
    def test_identical_blocks_merge(self) -> None:
        module = parse(MERGE.replace("%B", "%a"))
        assert run(module, merge_identical_blocks)
        text = show(module)
        assert text.count('"rs.add"') == 1
        assert '"rs.cond_br"(%arg3)[^bb1, ^bb3]' in text
        assert "^bb1:  // 2 preds: ^bb0, ^bb2" in text

    def test_external_operands_become_arguments(self) -> None:
        module = parse(MERGE.replace("%B", "%b"))
        assert run(module, merge_identical_blocks)
        text = show(module)
        assert (
            '"rs.cond_br"(%arg2, %arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}>'
            in text
        )
        assert (
            '"rs.cond_br"(%arg3, %arg1)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}>'
            in text
        )
        assert "^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2" in text
        assert '"rs.add"(%0, %arg1)' in text

    def test_both_successors_of_one_branch(self) -> None:
        module = parse(dedent("""
            ^bb0(%a: i32, %b: i32, %c: i1):
              "rs.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
            ^bb1:
              "t.effect"(%a) : (i32) -> ()
              "rs.return"() : () -> ()
            ^bb2:
              "t.effect"(%b) : (i32) -> ()
              "rs.return"() : () -> ()
            """))
        assert run(module, merge_identical_blocks)
        text = show(module)
        assert (
            '"rs.cond_br"(%arg2, %arg0, %arg1)[^bb1, ^bb1] '
            "<{operandSegmentSizes = array<i32: 1, 1, 1>}>" in text
        )
        assert "^bb2" not in text and '"t.effect"(%0)' in text

    def test_unknown_predecessor_blocks_new_arguments(self) -> None:
        module = parse(
            MERGE.replace("%B", "%b").replace(
                '"rs.cond_br"(%d)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}>',
                '"t.cond_br"(%d)[^bb3, ^bb4]',
            )
        )
        before = show(module)
        assert not run(module, merge_identical_blocks)
        assert show(module) == before

    def test_internal_operands_must_match_by_position(self) -> None:
        module = parse(dedent("""
            ^bb0(%a: i32, %c: i1, %d: i1):
              "rs.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
            ^bb1:
              %0 = "rs.add"(%a, %a) : (i32, i32) -> i32
              %1 = "rs.add"(%a, %a) : (i32, i32) -> i32
              "t.effect"(%0, %1) : (i32, i32) -> ()
              "rs.return"(%a) : (i32) -> ()
            ^bb2:
              "t.effect"() : () -> ()
              "rs.cond_br"(%d)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
            ^bb3:
              %2 = "rs.add"(%a, %a) : (i32, i32) -> i32
              %3 = "rs.add"(%a, %a) : (i32, i32) -> i32
              "t.effect"(%3, %2) : (i32, i32) -> ()
              "rs.return"(%a) : (i32) -> ()
            ^bb4:
              "rs.return"(%a) : (i32) -> ()
            """))
        assert not run(module, merge_identical_blocks)

    def test_nested_regions_merge(self) -> None:
        module = parse(
            dedent("""
              "t.wrap"() ({
              """)
            + MERGE.replace("%B", "%a")
            + dedent("""
              }) : () -> ()
              "rs.return"() : () -> ()
            """)
        )
        assert run(module, merge_identical_blocks)
        assert show(module).count('"rs.add"') == 1

    def test_redundant_arguments_dropped(self) -> None:
        module = parse(dedent("""
            ^bb0(%a: i32, %b: i32, %c: i1):
              "rs.cond_br"(%c, %a, %b, %a, %a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i32, i32, i32) -> ()
            ^bb1(%x: i32, %y: i32):
              "t.effect"(%x, %y) : (i32, i32) -> ()
              "rs.return"(%x) : (i32) -> ()
            """))
        assert run(module, drop_redundant_arguments)
        text = show(module)
        assert (
            '"rs.cond_br"(%arg2, %arg1, %arg0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}>'
            in text
        )
        assert '"t.effect"(%arg0, %0)' in text
        assert not run(module, drop_redundant_arguments)


class TestSuccessorOperands:
    def test_ranges_and_arguments(self) -> None:
        module = parse(dedent("""
            ^bb0(%a: i32, %c: i1):
              "rs.cond_br"(%c, %a, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
            ^bb1(%x: i32):
              "rs.return"(%x) : (i32) -> ()
            ^bb2(%y: i32):
              "rs.return"(%y) : (i32) -> ()
            """))
        region = func_region(module)
        branch = region.blocks[0].last_op
        assert branch is not None
        second = successor_operands(branch, 1)
        assert second is not None and (second.start, second.length) == (2, 1)
        assert successor_block_argument(branch, 0) is None
        assert successor_block_argument(branch, 2) is region.blocks[2].arguments[0]
        second.erase(0)
        first = successor_operands(branch, 0)
        assert first is not None
        first.append([branch.operand(1)])
        assert branch.get_attr("operandSegmentSizes") == DenseArrayAttr.get(
            IntegerType.get(32), [1, 2, 0]
        )

    def test_unknown_op_has_none(self) -> None:
        module = parse('"t.br"()[^bb1] : () -> ()\n^bb1:\n"rs.return"() : () -> ()')
        branch = func_region(module).blocks[0].last_op
        assert branch is not None
        assert successor_operands(branch, 0) is None


DRIVER_TEXT = dedent("""
    ^bb0(%a: i32, %c: i1):
      "rs.br"(%a)[^bb1] : (i32) -> ()
    ^bb1(%x: i32):
      "t.effect"() : () -> ()
      "rs.cond_br"(%c, %x)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
    ^bb2:
      "rs.return"(%a) : (i32) -> ()
    ^bb3:
      "rs.return"(%a) : (i32) -> ()
    """)


def drive(
    text: str, level: GreedySimplifyRegionLevel, limit: int = 10
) -> tuple[bool, bool, str]:
    """Run the driver (no pattern) on the ``rs.func`` region: converged, changed, IR."""
    module = parse(text)
    config = GreedyRewriteConfig(region_simplification=level, max_iterations=limit)
    driver = GreedyPatternRewriteDriver([], config)
    driver.scope = func_region(module)
    converged = driver.simplify_region(func_region(module))
    return converged, driver.changed, show(module)


class TestDriver:
    def test_default_level_is_aggressive(self) -> None:
        assert (
            GreedyRewriteConfig().region_simplification
            is GreedySimplifyRegionLevel.AGGRESSIVE
        )

    @pytest.mark.parametrize("level", list(GreedySimplifyRegionLevel))
    def test_unreachable_blocks_erased_at_every_level(
        self, level: GreedySimplifyRegionLevel
    ) -> None:
        converged, changed, text = drive(DRIVER_TEXT, level)
        assert converged and changed
        assert "^bb3" not in text

    def test_disabled_keeps_dead_arguments(self) -> None:
        text = drive(DRIVER_TEXT, GreedySimplifyRegionLevel.DISABLED)[2]
        assert "^bb1(%0: i32)" in text

    @pytest.mark.parametrize(
        "level",
        [GreedySimplifyRegionLevel.NORMAL, GreedySimplifyRegionLevel.AGGRESSIVE],
    )
    def test_dead_arguments_removed(self, level: GreedySimplifyRegionLevel) -> None:
        text = drive(DRIVER_TEXT, level)[2]
        assert "^bb1:  // 2 preds: ^bb0, ^bb1" in text
        assert '"rs.br"()[^bb1]' in text

    def test_argument_removal_alone_converges_in_one_iteration(self) -> None:
        no_dead_block = DRIVER_TEXT.split("^bb3")[0]
        converged, changed, text = drive(
            no_dead_block, GreedySimplifyRegionLevel.NORMAL, 1
        )
        assert converged and not changed
        assert "^bb1:  // 2 preds" in text

    def test_erased_op_is_a_change(self) -> None:
        text = dedent("""
            ^bb0(%a: i32, %c: i1):
              "rs.br"(%a)[^bb1] : (i32) -> ()
            ^bb1(%x: i32):
              %n = "rs.add"(%x, %x) : (i32, i32) -> i32
              "t.effect"() : () -> ()
              "rs.cond_br"(%c, %n)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
            ^bb2:
              "rs.return"(%a) : (i32) -> ()
            """)
        assert drive(text, GreedySimplifyRegionLevel.DISABLED, 1)[:2] == (True, False)
        converged, changed, out = drive(text, GreedySimplifyRegionLevel.NORMAL, 1)
        assert not converged and changed and '"rs.add"' not in out
        assert drive(text, GreedySimplifyRegionLevel.NORMAL)[:2] == (True, True)

    def test_merging_only_at_aggressive(self) -> None:
        text = MERGE.replace("%B", "%a")
        assert drive(text, GreedySimplifyRegionLevel.NORMAL)[2].count('"rs.add"') == 2
        converged, changed, out = drive(text, GreedySimplifyRegionLevel.AGGRESSIVE)
        assert converged and changed and out.count('"rs.add"') == 1

    def test_nothing_to_do(self) -> None:
        assert drive('"rs.return"() : () -> ()', GreedySimplifyRegionLevel.AGGRESSIVE)[
            :2
        ] == (True, False)

    def test_simplify_regions_reports_change(self) -> None:
        module = parse(MERGE.replace("%B", "%a"))
        assert not run(
            module, lambda r, regions: simplify_regions(r, regions, merge_blocks=False)
        )
        assert run(module, simplify_regions)

    def test_apply_patterns_greedily_on_a_module(self) -> None:
        module = parse(DRIVER_TEXT)
        assert apply_patterns_greedily(module, [])
        assert "^bb3" not in show(module)


class TestLivenessStrategies:
    def test_forward_uses_fall_back_to_the_worklist(self) -> None:
        module = parse(dedent("""
              "t.graph"() ({
                %0 = "rs.add"(%1, %1) : (i32, i32) -> i32
                %1 = "rs.add"(%0, %0) : (i32, i32) -> i32
                %2 = "rs.add"(%1, %1) : (i32, i32) -> i32
                "t.effect"(%2) : (i32) -> ()
                "t.term"() : () -> ()
              }) : () -> ()
              "t.graph"() ({
                %3 = "rs.add"(%4, %4) : (i32, i32) -> i32
                %4 = "rs.add"(%3, %3) : (i32, i32) -> i32
                "t.term"() : () -> ()
              }) : () -> ()
              "rs.return"() : () -> ()
            """))
        assert run(module, run_region_dce)
        assert show(module).count('"rs.add"') == 3

    def test_settled_regions_are_not_simplified_again(
        self, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        from tblgen_py.runtime.rewrite import greedy

        calls: list[bool] = []

        def counted(*args: object) -> bool:
            calls.append(True)
            return simplify_regions(*args)  # type: ignore[arg-type]

        monkeypatch.setattr(greedy, "simplify_regions", counted)
        converged, changed, _ = drive(DRIVER_TEXT, GreedySimplifyRegionLevel.NORMAL)
        assert converged and changed
        assert len(calls) == 1  # iteration 2 changed nothing: no second call


class _TaggedErasures(RecordingListener):
    """Records the ``k`` attribute of each erased op (its place in the text)."""

    def notify_operation_erased(self, op: Operation) -> None:
        """Record ``erase`` with the op's tag."""
        self.events.append(("erase", str(op.attributes.get("k"))))


def _random_body(rng: random.Random, forward: bool) -> str:
    """A random single-block ``rs.func`` body: pure, effectful, unknown and
    region-holding ops (``rs.if``: SSA dominance; ``t.wrap``: a graph region,
    where with ``forward`` an op may use a value defined after it)."""
    counter = iter(range(10**6))
    lines: list[str] = []

    def add(indent: str, k: int, lhs: str, rhs: str) -> None:
        lines.append(
            f'{indent}%v{k} = "rs.add"({lhs}, {rhs}) {{k = {k}}} : (i32, i32) -> i32'
        )

    def block(scope: list[str], depth: int, indent: str, terminator: str) -> None:
        local = list(scope)
        later: list[int] = []  # defined at the end (graph regions only)
        for _ in range(rng.randint(1, 9 - 3 * depth)):
            k = next(counter)
            kind = rng.choice(["add", "add", "add", "store", "unknown", "if", "wrap"])
            if depth >= 2 and kind in ("if", "wrap"):
                kind = "add"
            if kind == "add":
                rhs = rng.choice(local)
                if forward and terminator.startswith("t.") and rng.random() < 0.3:
                    later.append(next(counter))
                    rhs = f"%v{later[-1]}"
                add(indent, k, rng.choice(local), rhs)
                local.append(f"%v{k}")
            elif kind == "store":
                value = rng.choice(local)
                lines.append(f'{indent}"rs.store"({value}) {{k = {k}}} : (i32) -> ()')
            elif kind == "unknown":
                lines.append(f'{indent}%v{k} = "t.unknown"() {{k = {k}}} : () -> i32')
                local.append(f"%v{k}")
            else:
                op, term = (
                    ("rs.if", "rs.yield") if kind == "if" else ("t.wrap", "t.term")
                )
                yields = rng.random() < 0.5
                lines.append(f'{indent}{f"%v{k} = " if yields else ""}"{op}"() ({{')
                block(local, depth + 1, indent + "  ", term if yields else f"{term}()")
                lines.append(
                    f"{indent}}}) {{k = {k}}} : () -> ({'i32' if yields else ''})"
                )
                if yields:
                    local.append(f"%v{k}")
        for k in later:
            add(indent, k, rng.choice(local), rng.choice(local))
        k = next(counter)
        if terminator.endswith("()"):
            lines.append(f'{indent}"{terminator[:-2]}"() {{k = {k}}} : () -> ()')
        else:
            value = rng.choice(local)
            lines.append(f'{indent}"{terminator}"({value}) {{k = {k}}} : (i32) -> ()')

    block(["%a"], 0, "  ", "rs.return()")
    return "^bb0(%a: i32):\n" + "\n".join(lines)


class TestSweepMatchesWorklist:
    """The one-sweep liveness (``SingleBlockSweep``) erases what the general
    worklist liveness erases, in the same order."""

    @pytest.mark.parametrize("seed", range(60))
    def test_random_bodies(self, seed: int) -> None:
        rng = random.Random(seed)
        body = _random_body(rng, forward=seed % 3 == 0)
        fast, slow = parse(body), parse(body)
        fast_events, slow_events = _TaggedErasures(), _TaggedErasures()
        regions = [func_region(fast)]
        sweep = SingleBlockSweep()
        swept = sweep.run(regions)
        fast_erased = run_region_dce(PatternRewriter(context(), fast_events), regions)
        liveness = Liveness()
        liveness.seed_region(func_region(slow))
        liveness.propagate()
        slow_erased = delete_dead(
            PatternRewriter(context(), slow_events), [func_region(slow)], liveness.live
        )
        assert (fast_erased, fast_events.events, show(fast)) == (
            slow_erased,
            slow_events.events,
            show(slow),
        )
        if seed % 3:
            assert swept  # no forward reference: the sweep decides
