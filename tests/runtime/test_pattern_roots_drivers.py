"""Interface- and trait-rooted patterns under the greedy and walk drivers."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tblgen_py.tools import mlir_opt

from tblgen_py.runtime.ir import Context, Operation
from tblgen_py.runtime.ir.attributes import StringAttr
from tblgen_py.runtime.rewrite import (
    ANY_OP,
    FrozenRewritePatternSet,
    GreedyRewriteConfig,
    PatternRewriter,
    RecordingListener,
    RewritePattern,
    RewritePatternSet,
    apply_op_patterns_greedily,
    apply_patterns_greedily,
    walk_and_apply_patterns,
)
from tblgen_py.runtime.rewrite.interface_pattern import OpTraitRewritePattern
from tblgen_py.runtime.rewrite.log import DEBUG_ONLY_ENV
from tblgen_py.runtime.rewrite.roots import TraitRoot
from tests.runtime.test_generated_ops import load
from tests.runtime.test_rewrite_support import parse

TOY = load("toy_ops")
T = "tensor<2xf64>"
NESTED = f"""
    %a = "u.val"() : () -> {T}
    %0 = "toy.add"(%a, %a) : ({T}, {T}) -> {T}
    "r.wrap"() ({{
      %1 = "toy.mul"(%a, %0) : ({T}, {T}) -> {T}
      "toy.print"(%1) : ({T}) -> ()
    }}) : () -> ()
    %2 = "u.add"(%0, %0) : ({T}, {T}) -> {T}
    "toy.print"(%2) : ({T}) -> ()
    """


class WrapOp(Operation):
    """``r.wrap``: a hand-written registered op listing an ODS trait."""

    __slots__ = ()
    OPERATION_NAME = "r.wrap"
    registered = True
    ODS_TRAITS = ("Commutative",)


def toy_context() -> Context:
    """Toy and ``r.wrap`` registered; ``u.*`` ops stay unregistered."""
    ctx = Context(allow_unregistered_dialects=True)
    TOY.register(ctx)
    ctx.register_op(WrapOp)
    return ctx


class Offered(RewritePattern):
    """Never matches; records the names of the ops it is offered."""

    def __init__(self, **root: object) -> None:
        super().__init__(**root)  # type: ignore[arg-type]
        self.order: list[str] = []

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        self.order.append(op.name)
        return False


class Tag(RewritePattern):
    """Sets ``tag`` to its debug name on untagged ops, in place."""

    def __init__(self, name: str, benefit: int, **root: object) -> None:
        super().__init__(benefit=benefit, debug_name=name, **root)  # type: ignore[arg-type]

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if op.get_attr("tag") is not None:
            return False
        with rewriter.modifying(op):
            op.set_attr("tag", StringAttr.get(self.debug_name))
        return True


def tags(module: Operation) -> dict[str, str]:
    """``op name -> tag`` for every tagged op below ``module`` (names are unique)."""
    out: dict[str, str] = {}
    for op in module.walk_ops():
        tag = op.get_attr("tag")
        if isinstance(tag, StringAttr):
            key = op.name if op.name not in out else f"{op.name}#2"
            out[key] = tag.value
    return out


def run_greedy(
    module: Operation, patterns: RewritePatternSet, top_down: bool, listen: bool
) -> bool:
    config = GreedyRewriteConfig(
        use_top_down_traversal=top_down,
        listener=RecordingListener() if listen else None,
    )
    return apply_patterns_greedily(module, patterns, config)


@pytest.mark.parametrize(
    ("root", "bottom_up", "top_down", "walk"),
    [
        (
            {"root_trait": "Commutative"},
            ["r.wrap", "toy.mul", "toy.add"],
            ["toy.add", "r.wrap", "toy.mul"],
            ["toy.add", "toy.mul", "r.wrap"],
        ),
        (
            {"root_interface": "MemoryEffectOpInterface"},
            ["toy.mul", "toy.add"],
            ["toy.add", "toy.mul"],
            ["toy.add", "toy.mul"],
        ),
        ({"root_trait": "Terminator"}, [], [], []),
        (
            {"root": ANY_OP},
            [
                "toy.print",
                "u.add",
                "toy.print",
                "r.wrap",
                "toy.mul",
                "toy.add",
                "u.val",
            ],
            [
                "u.val",
                "toy.add",
                "r.wrap",
                "toy.mul",
                "toy.print",
                "u.add",
                "toy.print",
            ],
            [
                "u.val",
                "toy.add",
                "toy.mul",
                "toy.print",
                "r.wrap",
                "u.add",
                "toy.print",
            ],
        ),
    ],
)
class TestVisitOrder:
    """Interface and trait roots are offered exactly their registered ops.

    Bottom-up, the greedy driver pops a post-order worklist (where a nested op
    brings its ancestors) from its end; top-down it processes ops in
    pre-order; the walk driver visits them in post-order.
    """

    @pytest.mark.parametrize("top_down_order", [False, True])
    @pytest.mark.parametrize("listen", [False, True])
    def test_greedy(
        self,
        root: dict[str, object],
        bottom_up: list[str],
        top_down: list[str],
        walk: list[str],
        top_down_order: bool,
        listen: bool,
    ) -> None:
        ctx = toy_context()
        offered = Offered(**root)
        module = parse(NESTED, ctx)
        patterns = RewritePatternSet(ctx, [offered])
        assert run_greedy(module, patterns, top_down_order, listen)
        assert offered.order == (top_down if top_down_order else bottom_up)

    def test_walk(
        self,
        root: dict[str, object],
        bottom_up: list[str],
        top_down: list[str],
        walk: list[str],
    ) -> None:
        ctx = toy_context()
        offered = Offered(**root)
        module = parse(NESTED, ctx)
        assert not walk_and_apply_patterns(module, RewritePatternSet(ctx, [offered]))
        assert offered.order == walk


def mixed(ctx: Context) -> RewritePatternSet:
    """Name, interface, trait and any-op patterns of different benefits."""
    return RewritePatternSet(
        ctx,
        [
            Tag("any", 1, root=ANY_OP),
            Tag("effects", 2, root_interface="MemoryEffectOpInterface"),
            Tag("commutative", 3, root_trait="Commutative"),
            Tag("add", 3, root="toy.add"),
            Tag("wrap", 1, root="r.wrap"),
        ],
    )


MIXED_TAGS = {
    "u.val": "any",
    "toy.add": "commutative",
    "r.wrap": "commutative",
    "toy.mul": "commutative",
    "toy.print": "any",
    "u.add": "any",
    "toy.print#2": "any",
}


class TestRewrites:
    @pytest.mark.parametrize("top_down", [False, True])
    @pytest.mark.parametrize("listen", [False, True])
    def test_greedy(self, top_down: bool, listen: bool) -> None:
        ctx = toy_context()
        module = parse(NESTED, ctx)
        assert run_greedy(module, mixed(ctx), top_down, listen)
        assert tags(module) == MIXED_TAGS

    def test_walk(self) -> None:
        ctx = toy_context()
        module = parse(NESTED, ctx)
        assert walk_and_apply_patterns(module, mixed(ctx))
        assert tags(module) == MIXED_TAGS

    def test_lower_benefit_roots_take_what_is_left(self) -> None:
        ctx = toy_context()
        module = parse(NESTED, ctx)
        patterns = RewritePatternSet(ctx)
        patterns.add_with_label(
            "Canon", Tag("commutative", 3, root_trait="Commutative")
        )
        patterns.add(Tag("effects", 2, root_interface="MemoryEffectOpInterface"))
        patterns.add(Tag("wrap", 1, root="r.wrap"))
        frozen = FrozenRewritePatternSet(patterns, disabled_patterns=["Canon"])
        assert apply_patterns_greedily(module, frozen)
        assert tags(module) == {
            "toy.add": "effects",
            "r.wrap": "wrap",
            "toy.mul": "effects",
        }

    def test_op_driver(self) -> None:
        ctx = toy_context()
        module = parse(NESTED, ctx)
        ops = [op for op in module.walk_ops() if op.name in ("toy.mul", "u.add")]
        assert apply_op_patterns_greedily(ops, mixed(ctx))
        # the modified toy.mul brings its parent r.wrap onto the worklist
        assert tags(module) == {
            "r.wrap": "commutative",
            "toy.mul": "commutative",
            "u.add": "any",
        }

    def test_context_without_the_dialect(self) -> None:
        ctx = Context(allow_unregistered_dialects=True)
        ctx.register_op(WrapOp)
        module = parse(NESTED, ctx)
        assert run_greedy(module, mixed(ctx), False, False)
        assert tags(module) == {**MIXED_TAGS, "toy.add": "add", "toy.mul": "any"}


class Typed(OpTraitRewritePattern[Operation]):
    """Records the class its hooks receive; tags like ``Tag``."""

    def __init__(self, trait: TraitRoot) -> None:
        super().__init__(trait)
        self.classes: list[str] = []

    def match(self, op: Operation) -> bool:
        self.classes.append(type(op).__name__)
        return op.get_attr("tag") is None

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        with rewriter.modifying(op):
            op.set_attr("tag", StringAttr.get("typed"))


@pytest.mark.parametrize("listen", [False, True])
def test_typed_pattern_under_greedy(listen: bool) -> None:
    ctx = toy_context()
    module = parse(NESTED, ctx)
    typed = Typed("Commutative")
    assert run_greedy(module, RewritePatternSet(ctx, [typed]), False, listen)
    assert tags(module) == {"toy.add": "typed", "toy.mul": "typed", "r.wrap": "typed"}
    assert set(typed.classes) == {"AddOp", "MulOp", "WrapOp"}


def test_greedy_log_shows_them_as_other_patterns(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(DEBUG_ONLY_ENV, "greedy-rewriter")
    ctx = toy_context()
    module = parse(NESTED, ctx)
    patterns = RewritePatternSet(ctx, [Typed("Commutative")])
    patterns.add(Tag("effects", 2, root_interface="MemoryEffectOpInterface"))
    apply_patterns_greedily(module, patterns, GreedyRewriteConfig(max_iterations=1))
    lines = [line.strip() for line in capsys.readouterr().err.splitlines()]
    tried = [line for line in lines if line.startswith("* Pattern")]
    assert tried[:6] == [
        "* Pattern Typed : 'r.wrap -> ()' {",
        "* Pattern Typed : 'r.wrap -> ()' {",
        "* Pattern effects : 'toy.mul -> ()' {",
        "* Pattern Typed : 'r.wrap -> ()' {",
        "* Pattern effects : 'toy.mul -> ()' {",
        "* Pattern Typed : 'toy.mul -> ()' {",
    ]
    assert "* Pattern effects : 'toy.add -> ()' {" in tried


def test_mlir_opt_py_loads_trait_rooted_patterns(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = tmp_path / "input.mlir"
    source.write_text(textwrap.dedent(NESTED).replace("r.wrap", "u.wrap"))
    module = tmp_path / "commutative_patterns.py"
    module.write_text(textwrap.dedent("""
        from tblgen_py.runtime.ir.attributes import UnitAttr
        def populate(patterns):
            def mark(op, rewriter):
                if op.get_attr("seen") is not None:
                    return False
                with rewriter.modifying(op):
                    op.set_attr("seen", UnitAttr.get())
                return True
            patterns.add_fn(None, mark, root_trait="Commutative")
        """))
    argv = ["--allow-unregistered-dialect", "--load-dialect", str(TOY.__file__)]
    argv += ["--load-patterns", str(module), "--greedy", str(source)]
    assert mlir_opt.main(argv) == 0
    out = capsys.readouterr().out
    assert [line.strip() for line in out.splitlines() if "seen" in line] == [
        "%1 = toy.add %0, %0 {seen} : tensor<2xf64>",
        "%3 = toy.mul %0, %1 {seen} : tensor<2xf64>",
    ]  # custom syntax by default, as mlir-opt prints it
