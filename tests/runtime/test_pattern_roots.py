"""Interface- and trait-rooted patterns: declaration, expansion, order, filters."""

from __future__ import annotations

from types import ModuleType

import pytest

from tblgen_py.runtime.ir import (
    Block,
    Context,
    IsTerminator,
    Operation,
    SymbolTableTrait,
)
from tblgen_py.runtime.rewrite import (
    ANY_OP,
    IMPOSSIBLE_TO_MATCH,
    ConstantLike,
    FrozenRewritePatternSet,
    FunctionPattern,
    Pattern,
    PatternApplicator,
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)
from tblgen_py.runtime.rewrite.interface_pattern import (
    OpInterfaceRewritePattern,
    OpTraitRewritePattern,
)
from tblgen_py.runtime.rewrite.roots import TraitRoot
from tests.runtime.test_generated_ops import load

IFC = load("interfaces_ops")
TOY = load("toy_ops")


def context(*modules: ModuleType) -> Context:
    """A context with the generated ``modules`` registered; other ops generic."""
    ctx = Context(allow_unregistered_dialects=True)
    for module in modules:
        module.register(ctx)
    return ctx


class Tried(RewritePattern):
    """Never matches; logs its debug name for every op it is tried on."""

    def __init__(
        self,
        name: str,
        root: str | object = None,
        benefit: int = 1,
        *,
        interface: str | None = None,
        trait: TraitRoot | None = None,
        labels: tuple[str, ...] = (),
        log: list[str] | None = None,
    ) -> None:
        super().__init__(
            root,  # type: ignore[arg-type]
            benefit,
            debug_name=name,
            debug_labels=labels,
            root_interface=interface,
            root_trait=trait,
        )
        self.log = log if log is not None else []

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        self.log.append(self.debug_name)
        return False


def buckets(frozen: FrozenRewritePatternSet, pattern: Pattern) -> set[str]:
    """The op names whose bucket holds ``pattern``."""
    return {name for name, ps in frozen.op_specific.items() if pattern in ps}


def applicator(patterns: RewritePatternSet) -> PatternApplicator:
    app = PatternApplicator(FrozenRewritePatternSet(patterns))
    app.apply_default_cost_model()
    return app


class TestDeclaration:
    def test_interface_root_at_class_level(self) -> None:
        class Infer(RewritePattern):
            ROOT_INTERFACE = "InferTypeOpInterface"
            BENEFIT = 2

        pattern = Infer()
        assert (pattern.root_name, pattern.root_interface, pattern.root_trait) == (
            None,
            "InferTypeOpInterface",
            None,
        )
        assert not pattern.matches_any_op
        assert repr(pattern) == (
            "<Infer 'Infer' root=interface:InferTypeOpInterface benefit=2>"
        )

    @pytest.mark.parametrize(
        ("trait", "shown"),
        [("Commutative", "Commutative"), (IsTerminator, "IsTerminator")],
    )
    def test_trait_root_by_name_or_class(self, trait: TraitRoot, shown: str) -> None:
        pattern = Tried("T", trait=trait)
        assert pattern.root_trait is trait and pattern.root_name is None
        assert repr(pattern) == f"<Tried 'T' root=trait:{shown} benefit=1>"

    def test_name_and_any_op_roots_unchanged(self) -> None:
        assert Tried("A", ANY_OP).matches_any_op
        assert Tried("A", ANY_OP).root_text == "ANY_OP"
        named = Tried("N", "t.op")
        assert not named.matches_any_op and named.root_text == "t.op"

    @pytest.mark.parametrize(
        "kwargs",
        [
            {"root": "t.op", "interface": "CastOpInterface"},
            {"root": ANY_OP, "trait": "Pure"},
            {"interface": "CastOpInterface", "trait": "Pure"},
        ],
    )
    def test_only_one_root(self, kwargs: dict[str, object]) -> None:
        with pytest.raises(TypeError, match="give only one root"):
            Tried("X", **kwargs)  # type: ignore[arg-type]

    def test_a_root_is_required(self) -> None:
        with pytest.raises(TypeError, match="root op name or ANY_OP explicitly"):
            Tried("X")

    @pytest.mark.parametrize(
        ("kwargs", "message"),
        [
            ({"interface": 3}, "root_interface must be an interface name"),
            ({"interface": ""}, "root_interface must be an interface name"),
            ({"trait": int}, "root_trait must be a trait name or an OpTrait class"),
            ({"trait": ""}, "root_trait must be a trait name or an OpTrait class"),
        ],
    )
    def test_bad_roots(self, kwargs: dict[str, object], message: str) -> None:
        with pytest.raises(TypeError, match=message):
            Tried("X", **kwargs)  # type: ignore[arg-type]

    def test_typed_variants_need_their_root(self) -> None:
        with pytest.raises(TypeError, match="no root interface given"):
            OpInterfaceRewritePattern()
        with pytest.raises(TypeError, match="no root trait given"):
            OpTraitRewritePattern()
        iface: OpInterfaceRewritePattern[Operation] = OpInterfaceRewritePattern(
            "CastOpInterface", 4
        )
        trait: OpTraitRewritePattern[Operation] = OpTraitRewritePattern(ConstantLike)
        assert repr(iface) == (
            "<OpInterfaceRewritePattern 'OpInterfaceRewritePattern' "
            "root=interface:CastOpInterface benefit=4>"
        )
        assert trait.root_text == "trait:ConstantLike"

    def test_function_pattern_and_add_fn(self) -> None:
        def fn(op: Operation, rewriter: PatternRewriter) -> bool:
            return False

        pattern = FunctionPattern(None, fn, 3, root_trait="Pure")
        assert (pattern.root_trait, pattern.benefit, pattern.debug_name) == (
            "Pure",
            3,
            "fn",
        )
        patterns = RewritePatternSet(context(TOY)).add_fn(
            None, fn, root_interface="CastOpInterface"
        )
        (added,) = patterns
        assert added.root_interface == "CastOpInterface"


IFC_AND_TOY_EXPANSIONS: list[tuple[dict[str, object], set[str]]] = [
    # declared, or implied where ODS knows every result type (as MLIR's
    # Operator adds it: SameOperandsAndResultType, AllTypesMatch, TypesMatchWith)
    (
        {"interface": "InferTypeOpInterface"},
        {
            "ifc.broadcast",
            "ifc.extract",
            "ifc.infer_adaptor",
            "ifc.infer_compatible",
            "ifc.infer",
            "ifc.neg",
            "ifc.select",
            "toy.add",
            "toy.mul",
        },
    ),
    ({"interface": "CastOpInterface"}, {"ifc.cast"}),
    ({"interface": "SelectLikeOpInterface"}, {"ifc.select"}),
    (
        {"interface": "MemoryEffectOpInterface"},
        {
            "ifc.broadcast",
            "ifc.extract",
            "ifc.free",  # an effect decorator on an operand
            "ifc.infer_adaptor",
            "ifc.infer",
            "ifc.load",  # MemoryEffects<[MemRead]>
            "ifc.neg",
            "ifc.select",
            "ifc.store",
            "toy.add",
            "toy.constant",
            "toy.mul",
            "toy.return",
            "toy.transpose",
        },
    ),
    # by C++ name whether attached directly or via DeclareOpInterfaceMethods
    (
        {"interface": "CostInterface"},
        {"ifc.costly", "ifc.override", "ifc.plain_interface"},
    ),
    ({"interface": "Ifc_CostInterface"}, {"ifc.plain_interface"}),
    ({"interface": "NoSuchInterface"}, set()),
    ({"trait": "Commutative"}, {"ifc.native_traits", "toy.add", "toy.mul"}),
    ({"trait": "AttrSizedOperandSegments"}, {"ifc.pack"}),
    ({"trait": "Terminator"}, {"toy.return"}),
    ({"trait": IsTerminator}, {"toy.return"}),
    ({"trait": ConstantLike}, {"toy.constant"}),
    ({"trait": "ConstantLike"}, {"toy.constant"}),
    ({"trait": "NoSuchTrait"}, set()),
    ({"trait": "IsTerminator"}, {"toy.return"}),
    ({"trait": "SymbolTable"}, {"builtin.module"}),
    ({"trait": SymbolTableTrait}, {"builtin.module"}),
    ({"trait": "IsolatedFromAbove"}, {"builtin.module"}),
]


class TestExpansion:
    @pytest.mark.parametrize(("root", "expected"), IFC_AND_TOY_EXPANSIONS)
    def test_registered_ops_with_the_root(
        self, root: dict[str, object], expected: set[str]
    ) -> None:
        pattern = Tried("P", **root)  # type: ignore[arg-type]
        frozen = FrozenRewritePatternSet(
            RewritePatternSet(context(IFC, TOY), [pattern])
        )
        assert buckets(frozen, pattern) == expected
        assert frozen.any_op == [] and list(frozen) == [pattern]

    def test_only_registered_dialects_count(self) -> None:
        pattern = Tried("P", interface="InferTypeOpInterface")
        trait = Tried("C", trait="Commutative")
        frozen = FrozenRewritePatternSet(
            RewritePatternSet(context(TOY), [pattern, trait])
        )
        assert buckets(frozen, pattern) == {"toy.add", "toy.mul"}
        assert buckets(frozen, trait) == {"toy.add", "toy.mul"}

    def test_unregistered_op_of_a_known_name_never_matches(self) -> None:
        log: list[str] = []
        patterns = RewritePatternSet(
            context(TOY), [Tried("I", interface="InferTypeOpInterface", log=log)]
        )
        app = applicator(patterns)
        op = Block().append(Operation("ifc.infer"))
        assert app.patterns_for("ifc.infer") == ()
        assert not app.match_and_rewrite(op, PatternRewriter(None))
        assert log == []

    def test_hand_written_classes_by_ods_name_and_trait_class(self) -> None:
        class Flip(Operation):
            __slots__ = ()
            OPERATION_NAME = "r.flip"
            registered = True
            traits = frozenset({IsTerminator})
            ODS_TRAITS = ("Involution", "CostInterface")

        ctx = Context()
        ctx.register_op(Flip)
        roots: list[dict[str, object]] = [
            {"interface": "CostInterface"},
            {"trait": "Involution"},
            {"trait": "IsTerminator"},
            {"trait": IsTerminator},
            {"trait": "Terminator"},
        ]
        patterns = [Tried(str(i), **r) for i, r in enumerate(roots)]  # type: ignore[arg-type]
        frozen = FrozenRewritePatternSet(RewritePatternSet(ctx, patterns))
        assert frozen.op_specific == {"r.flip": patterns}
        assert frozen.root_classes == {"r.flip": Flip}

    def test_context_is_required(self) -> None:
        pattern = Tried("NoCtx", trait="Pure")
        with pytest.raises(TypeError, match="'NoCtx' rooted at trait:Pure needs a"):
            FrozenRewritePatternSet([pattern])

    def test_the_patterns_own_context_comes_first(self) -> None:
        def fn(op: Operation, rewriter: PatternRewriter) -> bool:
            return False

        own = FunctionPattern(None, fn, context=context(TOY), root_trait="Pure")
        frozen = FrozenRewritePatternSet(RewritePatternSet(context(IFC), [own]))
        assert buckets(frozen, own) == {
            "toy.add",
            "toy.constant",
            "toy.mul",
            "toy.return",
            "toy.transpose",
        }
        assert buckets(FrozenRewritePatternSet([own]), own) == buckets(frozen, own)


class TestOrder:
    """MLIR's order: by benefit, ties by insertion, op-specific before any-op."""

    def build(self, log: list[str]) -> RewritePatternSet:
        return RewritePatternSet(
            context(TOY),
            [
                Tried("N1", "toy.add", 1, log=log),
                Tried("T2", None, 2, trait="Commutative", log=log),
                Tried("A2", ANY_OP, 2, log=log),
                Tried("I1", None, 1, interface="MemoryEffectOpInterface", log=log),
                Tried("N2", "toy.add", 2, log=log),
                Tried("A3", ANY_OP, 3, log=log),
            ],
        )

    @pytest.mark.parametrize(
        ("name", "expected"),
        [
            ("toy.add", ["A3", "T2", "N2", "A2", "N1", "I1"]),
            ("toy.mul", ["A3", "T2", "A2", "I1"]),
            ("toy.transpose", ["A3", "A2", "I1"]),
            ("toy.print", ["A3", "A2"]),
            ("u.other", ["A3", "A2"]),
        ],
    )
    def test_patterns_for(self, name: str, expected: list[str]) -> None:
        app = applicator(self.build([]))
        assert [p.debug_name for p in app.patterns_for(name)] == expected

    def test_match_and_rewrite_tries_them_in_that_order(self) -> None:
        log: list[str] = []
        patterns = self.build(log)
        app = applicator(patterns)
        ctx = patterns.context
        assert ctx is not None
        op = Block().append(ctx.create_operation("toy.add"))
        assert not app.match_and_rewrite(op, PatternRewriter(ctx))
        assert log == ["A3", "T2", "N2", "A2", "N1", "I1"]

    def test_cost_model_applies_to_expanded_patterns(self) -> None:
        app = PatternApplicator(FrozenRewritePatternSet(self.build([])))
        costs = {"T2": IMPOSSIBLE_TO_MATCH, "I1": 5}
        app.apply_cost_model(lambda p: costs.get(p.debug_name, p.benefit))
        names = [p.debug_name for p in app.patterns_for("toy.add")]
        assert names == ["I1", "A3", "N2", "A2", "N1"]


class TestFilters:
    def build(self) -> RewritePatternSet:
        patterns = RewritePatternSet(context(TOY))
        patterns.add(Tried("Plain", "toy.add"))
        patterns.add_with_label("Canon", Tried("ByTrait", trait="Commutative"))
        patterns.add(Tried("ByIface", interface="MemoryEffectOpInterface"))
        return patterns

    @pytest.mark.parametrize(
        ("disabled", "enabled", "on_add"),
        [
            ((), (), ["Plain", "ByTrait", "ByIface"]),
            (("Canon",), (), ["Plain", "ByIface"]),
            (("ByIface",), (), ["Plain", "ByTrait"]),
            ((), ("Canon",), ["ByTrait"]),
            ((), ("ByIface", "Plain"), ["Plain", "ByIface"]),
            (("ByTrait",), ("Canon",), []),
        ],
    )
    def test_filters_by_name_and_label(
        self, disabled: tuple[str, ...], enabled: tuple[str, ...], on_add: list[str]
    ) -> None:
        frozen = FrozenRewritePatternSet(self.build(), disabled, enabled)
        assert [p.debug_name for p in frozen] == on_add
        assert [p.debug_name for p in frozen.op_specific.get("toy.add", [])] == on_add
        kept_trait = "ByTrait" in on_add
        assert ("toy.mul" in frozen.op_specific) == (kept_trait or "ByIface" in on_add)


class Marker:
    """What typed hooks saw: the class of each op."""

    def __init__(self) -> None:
        self.seen: list[type[Operation]] = []


class TestTypedVariants:
    def typed(self, marker: Marker) -> list[Pattern]:
        class Infer(OpInterfaceRewritePattern[Operation]):
            ROOT_INTERFACE = "CastOpInterface"

            def match(self, op: Operation) -> bool:
                marker.seen.append(type(op))
                return False

        class Constant(OpTraitRewritePattern[Operation]):
            ROOT_TRAIT = ConstantLike

            def match(self, op: Operation) -> bool:
                marker.seen.append(type(op))
                return False

        return [Infer(), Constant()]

    @pytest.mark.parametrize("via_dispatch", [False, True])
    def test_generic_ops_are_reclassed(self, via_dispatch: bool) -> None:
        marker = Marker()
        typed = self.typed(marker)
        app = applicator(RewritePatternSet(context(IFC, TOY), typed))
        block = Block()
        cast = block.append(Operation("ifc.cast"))
        const = block.append(Operation("toy.constant"))
        other = block.append(Operation("toy.print"))
        rewriter = PatternRewriter(None)
        if via_dispatch:
            assert not typed[0].dispatch(cast, rewriter)
            assert not typed[1].dispatch(const, rewriter)
        else:
            for op in (cast, const, other):
                assert not app.match_and_rewrite(op, rewriter)
        assert marker.seen == [IFC.CastOp, TOY.ConstantOp]
        assert type(cast) is IFC.CastOp and type(other) is Operation

    def test_dispatch_without_context_keeps_the_op(self) -> None:
        marker = Marker()
        infer, _ = self.typed(marker)
        op = Block().append(Operation("ifc.cast"))
        assert not infer.dispatch(op, PatternRewriter(None))
        assert marker.seen == [Operation]

    def test_hooks_default_to_not_implemented(self) -> None:
        pattern: OpTraitRewritePattern[Operation] = OpTraitRewritePattern("Pure")
        op = Operation("t.op")
        with pytest.raises(NotImplementedError, match="defines no match"):
            pattern.match(op)
        with pytest.raises(NotImplementedError, match="defines no rewrite"):
            pattern.rewrite(op, PatternRewriter(None))
