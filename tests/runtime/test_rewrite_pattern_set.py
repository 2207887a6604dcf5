"""RewritePatternSet, FrozenRewritePatternSet filters, PatternApplicator order."""

from __future__ import annotations

import pytest

from tblgen_py.runtime.ir import Block, Operation
from tblgen_py.runtime.rewrite import (
    ANY_OP,
    IMPOSSIBLE_TO_MATCH,
    FrozenRewritePatternSet,
    Pattern,
    PatternApplicator,
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)


class Named(RewritePattern):
    """Records its name when tried; matches when ``hit`` is set."""

    def __init__(
        self,
        name: str,
        root: str | object = "t.op",
        benefit: int = 1,
        labels: tuple[str, ...] = (),
        hit: bool = False,
        log: list[str] | None = None,
    ) -> None:
        super().__init__(root, benefit, debug_name=name, debug_labels=labels)  # type: ignore[arg-type]
        self.hit = hit
        self.log = log if log is not None else []

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        self.log.append(self.debug_name)
        return self.hit


def names(patterns: FrozenRewritePatternSet) -> list[str]:
    return [p.debug_name for p in patterns]


class TestRewritePatternSet:
    def test_add_keeps_order_and_chains(self) -> None:
        a, b, c = Named("a"), Named("b"), Named("c")
        patterns = RewritePatternSet(None, [a]).add(b).add(c)
        assert [p.debug_name for p in patterns] == ["a", "b", "c"]
        assert len(patterns) == 3

    def test_add_with_label(self) -> None:
        a, b = Named("a", labels=("own",)), Named("b")
        RewritePatternSet(None).add_with_label("Group", a, b)
        assert a.debug_labels == ["own", "Group"] and b.debug_labels == ["Group"]

    def test_add_fn(self) -> None:
        def fold_me(op: Operation, rewriter: PatternRewriter) -> bool:
            return False

        patterns = RewritePatternSet(None).add_fn("t.op", fold_me, 5)
        (pattern,) = patterns
        assert (pattern.debug_name, pattern.benefit, pattern.root_name) == (
            "fold_me",
            5,
            "t.op",
        )

    def test_add_rejects_non_patterns(self) -> None:
        with pytest.raises(TypeError, match="not a pattern"):
            RewritePatternSet(None).add("oops")  # type: ignore[arg-type]

    def test_context_passed_to_patterns(self) -> None:
        from tblgen_py.runtime.ir import Context

        ctx = Context()
        pattern = Named("a")
        RewritePatternSet(ctx, [pattern])
        assert pattern.context is ctx


class TestFiltering:
    def build(self) -> RewritePatternSet:
        patterns = RewritePatternSet(None)
        patterns.add(Named("Plain"))
        patterns.add_with_label("Canon", Named("CanonA"), Named("CanonB"))
        patterns.add_with_label("Lower", Named("LowerA"))
        return patterns

    @pytest.mark.parametrize(
        ("disabled", "enabled", "expected"),
        [
            ((), (), ["Plain", "CanonA", "CanonB", "LowerA"]),
            (("Canon",), (), ["Plain", "LowerA"]),
            (("CanonB",), (), ["Plain", "CanonA", "LowerA"]),
            ((), ("Canon",), ["CanonA", "CanonB"]),
            ((), ("Plain", "Lower"), ["Plain", "LowerA"]),
            (("CanonA",), ("Canon",), ["CanonB"]),
            (("Canon",), ("Canon",), []),
            (("Nothing",), ("Nope",), []),
        ],
    )
    def test_enabled_and_disabled(
        self, disabled: tuple[str, ...], enabled: tuple[str, ...], expected: list[str]
    ) -> None:
        frozen = FrozenRewritePatternSet(self.build(), disabled, enabled)
        assert names(frozen) == expected

    def test_buckets_by_root(self) -> None:
        patterns = [Named("x", "t.x"), Named("any", ANY_OP), Named("x2", "t.x")]
        frozen = FrozenRewritePatternSet(patterns)
        assert {
            k: [p.debug_name for p in v] for k, v in frozen.op_specific.items()
        } == {"t.x": ["x", "x2"]}
        assert [p.debug_name for p in frozen.any_op] == ["any"]


def applicator(patterns: list[Pattern], model: object = None) -> PatternApplicator:
    app = PatternApplicator(FrozenRewritePatternSet(patterns))
    if model is None:
        app.apply_default_cost_model()
    else:
        app.apply_cost_model(model)  # type: ignore[arg-type]
    return app


def in_block(name: str = "t.op") -> Operation:
    block = Block()
    return block.append(Operation(name))


class TestApplicator:
    def test_benefit_then_insertion_order(self) -> None:
        log: list[str] = []
        patterns: list[Pattern] = [
            Named("low", benefit=1, log=log),
            Named("high1", benefit=3, log=log),
            Named("mid", benefit=2, log=log),
            Named("high2", benefit=3, log=log),
        ]
        app = applicator(patterns)
        assert not app.match_and_rewrite(in_block(), PatternRewriter())
        assert log == ["high1", "high2", "mid", "low"]

    def test_first_success_stops(self) -> None:
        log: list[str] = []
        app = applicator(
            [
                Named("a", benefit=2, log=log),
                Named("b", hit=True, log=log),
                Named("c", log=log),
            ]
        )
        assert app.match_and_rewrite(in_block(), PatternRewriter())
        assert log == ["a", "b"]

    def test_custom_cost_model_reorders(self) -> None:
        log: list[str] = []
        patterns: list[Pattern] = [
            Named("a", benefit=5, log=log),
            Named("b", benefit=1, log=log),
            Named("c", benefit=1, log=log),
        ]
        app = applicator(patterns, lambda p: {"a": 0, "b": 1, "c": 2}[p.debug_name])
        app.match_and_rewrite(in_block(), PatternRewriter())
        assert log == ["c", "b", "a"]
        assert app.benefit_of(patterns[2]) == 2

    def test_impossible_to_match_dropped(self) -> None:
        log: list[str] = []
        patterns: list[Pattern] = [
            Named("static", benefit=IMPOSSIBLE_TO_MATCH, log=log),
            Named("dynamic", log=log),
            Named("kept", log=log),
        ]
        app = applicator(
            patterns,
            lambda p: IMPOSSIBLE_TO_MATCH if p.debug_name == "dynamic" else p.benefit,
        )
        app.match_and_rewrite(in_block(), PatternRewriter())
        assert log == ["kept"]

    def test_any_op_patterns_merge_by_benefit(self) -> None:
        log: list[str] = []
        patterns: list[Pattern] = [
            Named("any3", ANY_OP, 3, log=log),
            Named("op2", "t.op", 2, log=log),
            Named("any2", ANY_OP, 2, log=log),
            Named("op5", "t.op", 5, log=log),
            Named("other", "t.other", 9, log=log),
        ]
        app = applicator(patterns)
        assert [p.debug_name for p in app.patterns_for("t.op")] == [
            "op5",
            "any3",
            "op2",
            "any2",
        ]
        app.match_and_rewrite(in_block("t.zzz"), PatternRewriter())
        assert log == ["any3", "any2"]

    def test_no_patterns_before_a_cost_model(self) -> None:
        app = PatternApplicator(FrozenRewritePatternSet([Named("a", hit=True)]))
        assert not app.match_and_rewrite(in_block(), PatternRewriter())

    def test_callbacks(self) -> None:
        events: list[str] = []
        app = applicator(
            [Named("skip", benefit=3), Named("fail", benefit=2), Named("win", hit=True)]
        )
        matched = app.match_and_rewrite(
            in_block(),
            PatternRewriter(),
            can_apply=lambda p: p.debug_name != "skip",
            on_failure=lambda p: events.append("fail:" + p.debug_name),
            on_success=lambda p: events.append("ok:" + p.debug_name),
        )
        assert matched and events == ["fail:fail", "ok:win"]

    def test_insertion_point_before_the_op(self) -> None:
        seen: list[object] = []

        def record(op: Operation, rewriter: PatternRewriter) -> bool:
            point = rewriter.insertion_point
            seen.append(
                (point.block is op.parent, point.anchor is op) if point else None
            )
            return False

        app = PatternApplicator(
            FrozenRewritePatternSet(RewritePatternSet(None).add_fn("t.op", record))
        )
        app.apply_default_cost_model()
        app.match_and_rewrite(in_block(), PatternRewriter())
        app.match_and_rewrite(Operation("t.op"), PatternRewriter())
        assert seen == [(True, True), None]

    def test_walk_all_patterns(self) -> None:
        app = applicator([Named("a"), Named("b")])
        found: list[str] = []
        app.walk_all_patterns(lambda p: found.append(p.debug_name))
        assert found == ["a", "b"]
