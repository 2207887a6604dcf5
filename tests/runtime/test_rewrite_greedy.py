"""The greedy driver: order, limits, strictness, scope, recursion, listener."""

from __future__ import annotations

import pytest

from tblgen_py.runtime.ir import Operation
from tblgen_py.runtime.ir.attributes import IntegerAttr, UnitAttr
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.rewrite import (
    ANY_OP,
    NO_LIMIT,
    GreedyPatternRewriteDriver,
    GreedyRewriteConfig,
    GreedyRewriteStrictness,
    PatternRewriter,
    RecordingListener,
    RewritePattern,
    apply_op_patterns_greedily,
    apply_patterns_greedily,
)
from tests.runtime.test_rewrite_support import dedent, parse, show

I32 = IntegerType.get(32)


class Rename(RewritePattern):
    """Replaces ``src`` ops by a new ``dst`` op with the same operands."""

    def __init__(self, src: str, dst: str, log: list[str] | None = None) -> None:
        super().__init__(src, generated_ops=[dst], debug_name=f"{src}->{dst}")
        self.dst = dst
        self.log = log if log is not None else []

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        self.log.append(op.name)
        rewriter.replace_op_with_new_op(op, self.dst, op.operands, op.result_types)
        return True


class DropTodo(RewritePattern):
    """Removes a ``todo`` attribute in place."""

    ROOT = ANY_OP

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if "todo" not in op.attributes:
            return False
        self.seen.append(op.name)
        with rewriter.modifying(op):
            del op.attributes["todo"]
        return True


class Visits(RewritePattern):
    """Never matches; records the ops it is offered."""

    ROOT = ANY_OP

    def __init__(self) -> None:
        super().__init__()
        self.order: list[str] = []

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        self.order.append(op.name)
        return False


def module_text(*lines: str) -> str:
    """The printed module holding ``lines``."""
    return (
        '"builtin.module"() ({\n'
        + "".join(f"  {x}\n" for x in lines)
        + "}) : () -> ()\n"
    )


class TestBasics:
    def test_converges_and_rewrites(self) -> None:
        module = parse('%0 = "t.a"() : () -> i32\n"t.use"(%0) : (i32) -> ()\n')
        assert apply_patterns_greedily(module, [Rename("t.a", "t.b")])
        assert show(module) == module_text(
            '%0 = "t.b"() : () -> i32', '"t.use"(%0) : (i32) -> ()'
        )

    def test_on_a_region(self) -> None:
        module = parse('"t.a"() : () -> ()\n')
        assert apply_patterns_greedily(module.regions[0], [Rename("t.a", "t.b")])
        assert show(module) == module_text('"t.b"() : () -> ()')

    def test_driver_reports_change(self) -> None:
        module = parse('"t.a"() : () -> ()\n')
        driver = GreedyPatternRewriteDriver([Rename("t.a", "t.b")])
        driver.scope = module.regions[0]
        assert driver.simplify_region(module.regions[0])
        assert driver.changed
        again = GreedyPatternRewriteDriver([Rename("t.a", "t.b")])
        again.scope = module.regions[0]
        assert again.simplify_region(module.regions[0]) and not again.changed

    def test_the_container_op_is_not_rewritten(self) -> None:
        module = parse('"t.a"() ({\n  "t.a"() : () -> ()\n}) : () -> ()\n')
        outer = module.regions[0].blocks[0].first_op
        assert outer is not None
        apply_patterns_greedily(outer, [Rename("t.a", "t.b")])
        assert show(module) == module_text(
            '"t.a"() ({', '  "t.b"() : () -> ()', "}) : () -> ()"
        )


class TestTraversalOrder:
    TEXT = dedent("""
        "t.a"() : () -> ()
        "t.w"() ({
          "t.i1"() : () -> ()
          "t.i2"() : () -> ()
        }) : () -> ()
        "t.b"() : () -> ()
        """)

    def test_bottom_up_is_the_default(self) -> None:
        visits = Visits()
        apply_patterns_greedily(parse(self.TEXT), [visits])
        assert visits.order == ["t.b", "t.i2", "t.w", "t.i1", "t.a"]

    def test_top_down(self) -> None:
        visits = Visits()
        config = GreedyRewriteConfig(use_top_down_traversal=True)
        apply_patterns_greedily(parse(self.TEXT), [visits], config)
        assert visits.order == ["t.a", "t.w", "t.i1", "t.i2", "t.b"]

    def test_order_decides_which_overlapping_rewrite_wins(self) -> None:
        text = '%0 = "t.x"() : () -> i32\n%1 = "t.x"(%0) : (i32) -> i32\n'

        def run(top_down: bool) -> str:
            class First(RewritePattern):
                ROOT = "t.x"

                def match_and_rewrite(self, op: Operation, rw: PatternRewriter) -> bool:
                    if "done" in op.attributes or any(
                        "done" in (u.defining_op.attributes if u.defining_op else {})
                        for u in op.operands
                    ):
                        return False
                    with rw.modifying(op):
                        op.attributes["done"] = UnitAttr.get()
                    return True

            module = parse(text)
            config = GreedyRewriteConfig(use_top_down_traversal=top_down)
            apply_patterns_greedily(module, [First()], config)
            return show(module)

        assert '"t.x"() {done}' in run(True)
        assert '"t.x"(%0) {done}' in run(False)


class TestLimits:
    LOOP = '"t.x"() : () -> ()\n'

    def test_looping_pair_stops_at_max_iterations(self) -> None:
        log: list[str] = []
        module = parse(self.LOOP)
        config = GreedyRewriteConfig(max_iterations=3, max_num_rewrites=10)
        pair = [Rename("t.x", "t.y", log), Rename("t.y", "t.x", log)]
        assert not apply_patterns_greedily(module, pair, config)
        assert len(log) == 30
        assert log[:4] == ["t.x", "t.y", "t.x", "t.y"]

    def test_single_iteration_with_change_is_not_converged(self) -> None:
        text = '"t.a"() {todo} : () -> ()\n'
        one = GreedyRewriteConfig(max_iterations=1)
        assert not apply_patterns_greedily(parse(text), [DropTodo()], one)
        assert apply_patterns_greedily(parse(text), [DropTodo()])

    def test_no_iteration_limit(self) -> None:
        config = GreedyRewriteConfig(max_iterations=NO_LIMIT)
        assert apply_patterns_greedily(
            parse('"t.a"() {todo} : () -> ()\n'), [DropTodo()], config
        )

    def test_max_num_rewrites_per_iteration(self) -> None:
        text = '"t.a"() {todo} : () -> ()\n"t.b"() {todo} : () -> ()\n'
        module = parse(text)
        drop = DropTodo()
        config = GreedyRewriteConfig(max_iterations=1, max_num_rewrites=1)
        assert not apply_patterns_greedily(module, [drop], config)
        assert drop.seen == ["t.b"]
        assert show(module) == module_text(
            '"t.a"() {todo} : () -> ()', '"t.b"() : () -> ()'
        )


class TestStrictness:
    TEXT = dedent("""
        %0 = "t.a"() {todo} : () -> i32
        %1 = "t.b"(%0) : (i32) -> i32
        "t.c"(%1) {todo} : (i32) -> ()
        """)

    def run(self, strictness: GreedyRewriteStrictness) -> tuple[str, bool]:
        module = parse(self.TEXT)
        b = module.regions[0].blocks[0].first_op.next  # type: ignore[union-attr]
        assert b is not None and b.name == "t.b"
        config = GreedyRewriteConfig(strictness=strictness)
        patterns = [Rename("t.b", "t.n"), Rename("t.n", "t.m"), DropTodo()]
        converged = apply_op_patterns_greedily([b], patterns, config)
        return show(module), converged

    def test_existing_ops(self) -> None:
        text, converged = self.run(GreedyRewriteStrictness.EXISTING_OPS)
        assert converged
        assert text == module_text(
            '%0 = "t.a"() {todo} : () -> i32',
            '%1 = "t.n"(%0) : (i32) -> i32',
            '"t.c"(%1) {todo} : (i32) -> ()',
        )

    def test_existing_and_new_ops(self) -> None:
        text, _ = self.run(GreedyRewriteStrictness.EXISTING_AND_NEW_OPS)
        assert text == module_text(
            '%0 = "t.a"() {todo} : () -> i32',
            '%1 = "t.m"(%0) : (i32) -> i32',
            '"t.c"(%1) {todo} : (i32) -> ()',
        )

    def test_any_op(self) -> None:
        text, _ = self.run(GreedyRewriteStrictness.ANY_OP)
        assert text == module_text(
            '%0 = "t.a"() : () -> i32',
            '%1 = "t.m"(%0) : (i32) -> i32',
            '"t.c"(%1) : (i32) -> ()',
        )

    def test_region_driver_strict_existing_ops(self) -> None:
        module = parse('"t.b"() : () -> ()\n')
        config = GreedyRewriteConfig(strictness=GreedyRewriteStrictness.EXISTING_OPS)
        assert apply_patterns_greedily(
            module, [Rename("t.b", "t.n"), Rename("t.n", "t.m")], config
        )
        assert show(module) == module_text('"t.n"() : () -> ()')

    def test_op_driver_max_num_rewrites(self) -> None:
        module = parse('"t.x"() : () -> ()\n')
        op = module.regions[0].blocks[0].first_op
        assert op is not None
        log: list[str] = []
        config = GreedyRewriteConfig(max_num_rewrites=5)
        pair = [Rename("t.x", "t.y", log), Rename("t.y", "t.x", log)]
        assert not apply_op_patterns_greedily([op], pair, config)
        assert len(log) == 5

    def test_op_driver_empty_list(self) -> None:
        assert apply_op_patterns_greedily([], [DropTodo()])

    def test_surviving_ops(self) -> None:
        module = parse('"t.a"() : () -> ()\n"t.b"() : () -> ()\n')
        a, b = module.regions[0].blocks[0].ops
        driver = GreedyPatternRewriteDriver([Rename("t.a", "t.z")])
        driver.scope = module.regions[0]
        assert driver.simplify_ops([a, b])
        assert driver.surviving == {b} and driver.changed


class TestScope:
    TEXT = dedent("""
        %0 = "t.a"() {todo} : () -> i32
        "t.wrap"() ({
          %1 = "t.b"(%0) : (i32) -> i32
          "t.sink"(%1) : (i32) -> ()
        }) {todo} : () -> ()
        """)

    def run(self, wide: bool) -> str:
        module = parse(self.TEXT)
        wrap = module.regions[0].blocks[0].last_op
        assert wrap is not None
        b = wrap.regions[0].blocks[0].first_op
        assert b is not None
        scope = module.regions[0] if wide else None
        config = GreedyRewriteConfig(scope=scope)
        apply_op_patterns_greedily([b], [Rename("t.b", "t.n"), DropTodo()], config)
        return show(module)

    def test_default_scope_is_the_common_region(self) -> None:
        text = self.run(wide=False)
        assert '"t.n"(%0)' in text
        assert text.count("{todo}") == 2

    def test_wider_scope_reaches_outer_ops(self) -> None:
        text = self.run(wide=True)
        assert '"t.n"(%0)' in text
        assert "todo" not in text

    def test_ops_out_of_scope_are_not_queued(self) -> None:
        module = parse(self.TEXT)
        wrap = module.regions[0].blocks[0].last_op
        assert wrap is not None
        inner = wrap.regions[0]
        config = GreedyRewriteConfig(scope=inner)
        apply_patterns_greedily(inner, [DropTodo()], config)
        assert show(module).count("{todo}") == 2


class Countdown(RewritePattern):
    """Replaces ``t.n {n = k}`` by a new ``t.n {n = k - 1}`` while k > 0."""

    ROOT = "t.n"

    def __init__(self, bounded: bool = False) -> None:
        super().__init__()
        self.set_has_bounded_rewrite_recursion(bounded)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        count = op.get_attr("n")
        if not isinstance(count, IntegerAttr) or count.value == 0:
            return False
        new = IntegerAttr.get(count.type, count.value - 1)
        rewriter.replace_op_with_new_op(op, "t.n", attributes={"n": new})
        return True


class TestRecursion:
    TEXT = '"t.n"() {n = 3 : i32} : () -> ()\n'

    @pytest.mark.parametrize(
        ("check", "bounded", "final"),
        [(False, False, 0), (True, False, 2), (True, True, 0)],
    )
    def test_bounded_recursion(self, check: bool, bounded: bool, final: int) -> None:
        module = parse(self.TEXT)
        config = GreedyRewriteConfig(check_recursion=check)
        assert apply_patterns_greedily(module, [Countdown(bounded)], config)
        assert show(module) == module_text(f'"t.n"() {{n = {final} : i32}} : () -> ()')


class TestListener:
    def test_events_forwarded(self) -> None:
        module = parse('%0 = "t.a"() : () -> i32\n"t.use"(%0) : (i32) -> ()\n')
        listener = RecordingListener()
        config = GreedyRewriteConfig(listener=listener)
        apply_patterns_greedily(module, [Rename("t.a", "t.b")], config)
        assert listener.events == [
            ("begin", "t.a->t.b"),
            ("insert", "t.b"),
            ("replace", "t.a"),
            ("modify", "t.use"),
            ("erase", "t.a"),
            ("success", "t.a->t.b"),
        ]

    def test_failures_and_reasons_forwarded(self) -> None:
        class Refuse(RewritePattern):
            ROOT = "t.a"

            def match_and_rewrite(self, op: Operation, rw: PatternRewriter) -> bool:
                return rw.notify_match_failure(op, "never")

        listener = RecordingListener()
        config = GreedyRewriteConfig(listener=listener)
        apply_patterns_greedily(parse('"t.a"() : () -> ()\n'), [Refuse()], config)
        assert listener.events == [
            ("begin", "Refuse"),
            ("match-failure", "never"),
            ("failure", "Refuse"),
        ]
