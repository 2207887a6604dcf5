"""Folding through op hooks, constant materialization and uniquing, dead ops."""

from __future__ import annotations

from tblgen_py.runtime.ir import Context, Dialect, IsTerminator, Operation, SymbolTrait
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.rewrite import (
    ConstantLike,
    EffectInstance,
    EffectKind,
    FoldAdaptor,
    GreedyRewriteConfig,
    HasRecursiveMemoryEffects,
    NoMemoryEffect,
    Pure,
    RecordingListener,
    apply_patterns_greedily,
    constant_value,
    is_op_trivially_dead,
    would_op_be_trivially_dead,
)
from tests.runtime.test_rewrite_support import (
    ArithDialect,
    ConstantOp,
    MulIOp,
    arith_context,
    dedent,
    func_body,
    parse,
    show,
)

I32 = IntegerType.get(32)


def func_text(*lines: str) -> str:
    """The printed module with ``func.func @f`` holding ``lines``."""
    body = "".join(f"    {line}\n" for line in lines)
    return (
        '"builtin.module"() ({\n'
        '  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({\n'
        "  ^bb0(%arg0: i32, %arg1: i32):\n" + body + "  }) : () -> ()\n"
        "}) : () -> ()\n"
    )


def run(
    text: str, config: GreedyRewriteConfig | None = None, ctx: Context | None = None
) -> str:
    """Parse a func body, run the greedy driver with no patterns, print.

    The context (where dialect materializers live) reaches the driver through
    the config.
    """
    ctx = ctx or arith_context()
    module = parse(func_body(text), ctx)
    config = config or GreedyRewriteConfig()
    config.context = ctx
    assert apply_patterns_greedily(module, [], config)
    return show(module)


class TestFolding:
    def test_fold_to_existing_value(self) -> None:
        out = run("""
            %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
            %1 = "arith.muli"(%arg0, %0) : (i32, i32) -> i32
            "func.return"(%1) : (i32) -> ()
            """)
        assert out == func_text('"func.return"(%arg0) : (i32) -> ()')

    def test_fold_to_attribute_materializes_constant(self) -> None:
        out = run("""
            %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
            %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
            %2 = "arith.muli"(%0, %1) : (i32, i32) -> i32
            %3 = "arith.muli"(%2, %arg1) : (i32, i32) -> i32
            "func.return"(%3) : (i32) -> ()
            """)
        assert out == func_text(
            '%0 = "arith.constant"() <{value = 6 : i32}> : () -> i32',
            '%1 = "arith.muli"(%0, %arg1) : (i32, i32) -> i32',
            '"func.return"(%1) : (i32) -> ()',
        )

    def test_folding_can_be_disabled(self) -> None:
        text = """
            %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
            %1 = "arith.muli"(%arg0, %0) : (i32, i32) -> i32
            "func.return"(%1) : (i32) -> ()
            """
        out = run(text, GreedyRewriteConfig(fold=False))
        assert '"arith.muli"(%arg0, %0)' in out

    def test_no_materializer_leaves_the_op(self) -> None:
        ctx = Context(allow_unregistered_dialects=True)
        ctx.load_dialect(Dialect("arith", [ConstantOp, MulIOp]))
        out = run(
            """
            %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
            %1 = "arith.muli"(%0, %0) : (i32, i32) -> i32
            "func.return"(%1) : (i32) -> ()
            """,
            ctx=ctx,
        )
        assert out == func_text(
            '%0 = "arith.constant"() <{value = 2 : i32}> : () -> i32',
            '%1 = "arith.muli"(%0, %0) : (i32, i32) -> i32',
            '"func.return"(%1) : (i32) -> ()',
        )

    def test_in_place_fold(self) -> None:
        class Swap(Operation):
            """Moves a constant lhs to the rhs, in place."""

            __slots__ = ()
            OPERATION_NAME = "t.swap"
            registered = True
            traits = frozenset({Pure})

            def fold(self, adaptor: FoldAdaptor) -> object:
                if adaptor.operand(0) is None or adaptor.operand(1) is not None:
                    return None
                lhs, rhs = self.operands
                self.set_operands([rhs, lhs])
                return self.result

        ctx = arith_context()
        ctx.register_op(Swap)
        listener = RecordingListener()
        out = run(
            """
            %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
            %1 = "t.swap"(%0, %arg0) : (i32, i32) -> i32
            "func.return"(%1) : (i32) -> ()
            """,
            GreedyRewriteConfig(listener=listener),
            ctx,
        )
        assert '"t.swap"(%arg0, %0)' in out
        assert ("modify", "t.swap") in listener.events

    def test_constants_are_not_folded(self) -> None:
        folded: list[str] = []

        class Const(Operation):
            __slots__ = ()
            OPERATION_NAME = "t.const"
            registered = True
            traits = frozenset({ConstantLike})

            def fold(self, adaptor: FoldAdaptor) -> object:
                folded.append(self.name)
                return self.get_attr("value")

        ctx = arith_context()
        ctx.register_op(Const)
        config = GreedyRewriteConfig(cse_constants=False)
        run(
            '%0 = "t.const"() {value = 1 : i32} : () -> i32\n"func.return"(%0) : (i32) -> ()',
            config,
            ctx,
        )
        assert folded == []

    def test_fold_adaptor_sees_constant_operands(self) -> None:
        module = parse(func_body("""
                %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
                %1 = "arith.muli"(%0, %arg0) : (i32, i32) -> i32
                "func.return"(%1) : (i32) -> ()
                """))
        mul = next(op for op in module.walk_ops() if op.name == "arith.muli")
        adaptor = FoldAdaptor(mul)
        assert adaptor.operands == [IntegerAttr.get(I32, 7), None]
        assert constant_value(mul.operand(0)) == IntegerAttr.get(I32, 7)
        assert constant_value(mul.operand(1)) is None


class TestConstantUniquing:
    TEXT = """
        %0 = "arith.constant"() <{value = 4 : i32}> : () -> i32
        %1 = "arith.muli"(%arg0, %0) : (i32, i32) -> i32
        %2 = "arith.constant"() <{value = 4 : i32}> : () -> i32
        %3 = "arith.constant"() <{value = 5 : i32}> : () -> i32
        %4 = "arith.muli"(%1, %2) : (i32, i32) -> i32
        %5 = "arith.muli"(%4, %3) : (i32, i32) -> i32
        "func.return"(%5) : (i32) -> ()
        """

    def test_duplicates_merged_and_hoisted(self) -> None:
        assert run(self.TEXT) == func_text(
            '%0 = "arith.constant"() <{value = 5 : i32}> : () -> i32',
            '%1 = "arith.constant"() <{value = 4 : i32}> : () -> i32',
            '%2 = "arith.muli"(%arg0, %1) : (i32, i32) -> i32',
            '%3 = "arith.muli"(%2, %1) : (i32, i32) -> i32',
            '%4 = "arith.muli"(%3, %0) : (i32, i32) -> i32',
            '"func.return"(%4) : (i32) -> ()',
        )

    def test_hoisting_keeps_the_location(self) -> None:
        """As mlir-opt-22 --test-greedy-patterns: a moved constant keeps its
        location, a constant that absorbed a duplicate gets an unknown one."""
        ctx = arith_context()
        module = parse(
            func_body("""
                %0 = "t.op"() : () -> i32 loc("add")
                %1 = "arith.constant"() <{value = 5 : i32}> : () -> i32 loc("five")
                %2 = "arith.constant"() <{value = 5 : i32}> : () -> i32 loc("fiveb")
                %3 = "arith.constant"() <{value = 7 : i32}> : () -> i32 loc("seven")
                "t.use"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> ()
                "func.return"(%0) : (i32) -> ()
                """),
            ctx,
        )
        assert apply_patterns_greedily(module, [], GreedyRewriteConfig(context=ctx))
        func = module.regions[0].blocks[0].first_op
        assert func is not None
        ops = list(func.regions[0].blocks[0])
        names = [(op.name, str(op.location)) for op in ops[:3]]
        assert names == [
            ("arith.constant", 'loc("seven")'),
            ("arith.constant", "loc(unknown)"),
            ("t.op", 'loc("add")'),
        ]

    def test_uniquing_can_be_disabled(self) -> None:
        out = run(self.TEXT, GreedyRewriteConfig(cse_constants=False))
        assert out.count('"arith.constant"') == 3

    def test_hoisted_out_of_non_isolated_regions(self) -> None:
        class Scope(Operation):
            __slots__ = ()
            OPERATION_NAME = "t.scope"
            registered = True

        ctx = arith_context()
        ctx.register_op(Scope)
        out = run(
            """
            "t.scope"() ({
              %0 = "arith.constant"() <{value = 4 : i32}> : () -> i32
              "t.use"(%0) : (i32) -> ()
            }) : () -> ()
            "func.return"(%arg0) : (i32) -> ()
            """,
            ctx=ctx,
        )
        assert out == func_text(
            '%0 = "arith.constant"() <{value = 4 : i32}> : () -> i32',
            '"t.scope"() ({',
            '  "t.use"(%0) : (i32) -> ()',
            "}) : () -> ()",
            '"func.return"(%arg0) : (i32) -> ()',
        )


def op_of(cls: type[Operation], *results: object) -> Operation:
    return cls.create(None, (), list(results))


class ReadOnly(Operation):
    __slots__ = ()
    OPERATION_NAME = "t.read"
    registered = True

    def get_effects(self) -> list[EffectInstance]:
        return [EffectInstance(EffectKind.READ)]


class Allocates(Operation):
    __slots__ = ()
    OPERATION_NAME = "t.alloc"
    registered = True

    def get_effects(self) -> list[EffectInstance]:
        return [EffectInstance(EffectKind.ALLOCATE, self.results[0])]


class Writes(Operation):
    __slots__ = ()
    OPERATION_NAME = "t.write"
    registered = True

    def get_effects(self) -> list[EffectInstance]:
        return [EffectInstance(EffectKind.WRITE)]


class Recursive(Operation):
    __slots__ = ()
    OPERATION_NAME = "t.rec"
    registered = True
    traits = frozenset({HasRecursiveMemoryEffects})


class PureTerminator(Operation):
    __slots__ = ()
    OPERATION_NAME = "t.term"
    registered = True
    traits = frozenset({Pure, IsTerminator})


class PureSymbol(Operation):
    __slots__ = ()
    OPERATION_NAME = "t.sym"
    registered = True
    traits = frozenset({NoMemoryEffect, SymbolTrait})


class TestDeadOps:
    def test_side_effect_knowledge(self) -> None:
        assert would_op_be_trivially_dead(op_of(ConstantOp, I32))
        assert would_op_be_trivially_dead(op_of(ReadOnly))
        assert would_op_be_trivially_dead(op_of(Allocates, I32))
        assert not would_op_be_trivially_dead(op_of(Writes))
        assert not would_op_be_trivially_dead(Operation("t.unknown"))
        assert not would_op_be_trivially_dead(op_of(PureTerminator))
        assert not would_op_be_trivially_dead(op_of(PureSymbol))

    def test_recursive_effects_look_inside(self) -> None:
        ctx = arith_context()
        for cls in (Recursive, ReadOnly, Writes):
            ctx.register_op(cls)
        clean = parse('"t.rec"() ({\n  "t.read"() : () -> ()\n}) : () -> ()\n', ctx)
        dirty = parse('"t.rec"() ({\n  "t.write"() : () -> ()\n}) : () -> ()\n', ctx)
        assert is_op_trivially_dead(clean.regions[0].blocks[0].ops[0])
        assert not is_op_trivially_dead(dirty.regions[0].blocks[0].ops[0])

    def test_used_ops_are_not_dead(self) -> None:
        module = parse(func_body("""
                %0 = "arith.constant"() <{value = 4 : i32}> : () -> i32
                "func.return"(%0) : (i32) -> ()
                """))
        const = next(op for op in module.walk_ops() if op.name == "arith.constant")
        assert not is_op_trivially_dead(const)

    def test_driver_erases_dead_ops_only(self) -> None:
        ctx = arith_context()
        for cls in (ReadOnly, Writes):
            ctx.register_op(cls)
        out = run(
            """
            %0 = "arith.constant"() <{value = 4 : i32}> : () -> i32
            %1 = "arith.muli"(%0, %arg0) : (i32, i32) -> i32
            "t.read"() : () -> ()
            "t.write"() : () -> ()
            %2 = "t.unknown"(%1) : (i32) -> i32
            "func.return"(%arg0) : (i32) -> ()
            """,
            ctx=ctx,
        )
        assert out == func_text(
            '%0 = "arith.constant"() <{value = 4 : i32}> : () -> i32',
            '%1 = "arith.muli"(%0, %arg0) : (i32, i32) -> i32',
            '"t.write"() : () -> ()',
            '%2 = "t.unknown"(%1) : (i32) -> i32',
            '"func.return"(%arg0) : (i32) -> ()',
        )

    def test_dead_chain_erased(self) -> None:
        out = run("""
            %0 = "arith.constant"() <{value = 4 : i32}> : () -> i32
            %1 = "arith.muli"(%0, %arg0) : (i32, i32) -> i32
            %2 = "arith.muli"(%1, %1) : (i32, i32) -> i32
            "func.return"(%arg0) : (i32) -> ()
            """)
        assert out == func_text('"func.return"(%arg0) : (i32) -> ()')


def test_dedent_helper() -> None:
    assert dedent("\n  a\n") == "a\n"


def test_pattern_set_context_finds_the_materializer() -> None:
    from tblgen_py.runtime.rewrite import RewritePatternSet

    ctx = arith_context()
    module = parse(
        func_body("""
            %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
            %1 = "arith.muli"(%0, %0) : (i32, i32) -> i32
            "func.return"(%1) : (i32) -> ()
            """),
        ctx,
    )
    assert apply_patterns_greedily(module, RewritePatternSet(ctx))
    assert show(module) == func_text(
        '%0 = "arith.constant"() <{value = 9 : i32}> : () -> i32',
        '"func.return"(%0) : (i32) -> ()',
    )


class TestGeneratedOpClasses:
    """Classes generated from ODS name their traits in ``ODS_TRAITS`` and get
    their folder from ``tblgen_py.runtime.ods.hooks``."""

    def test_ods_trait_names_and_fold_hook(self) -> None:
        from tblgen_py.runtime.ods import hooks

        class NegOp(Operation):
            __slots__ = ()
            OPERATION_NAME = "arith.neg"
            registered = True
            ODS_TRAITS = ("Pure", "NoMemoryEffect")

        class KeepOp(Operation):
            __slots__ = ()
            OPERATION_NAME = "t.keep"
            registered = True
            ODS_TRAITS = ("Pure", "Terminator")

        def fold_neg(op: Operation, adaptor: FoldAdaptor) -> object:
            value = adaptor.operand(0)
            if not isinstance(value, IntegerAttr):
                return None
            return IntegerAttr.get(value.type, -value.value)

        hooks.attach(NegOp, "fold", fold_neg)
        try:
            ctx = arith_context()
            ctx.load_dialect(ArithDialect("arith", [NegOp]))
            ctx.register_op(KeepOp)
            out = run(
                """
                %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
                %1 = "arith.neg"(%0) : (i32) -> i32
                %2 = "arith.neg"(%arg0) : (i32) -> i32
                "t.keep"() : () -> ()
                "func.return"(%1) : (i32) -> ()
                """,
                ctx=ctx,
            )
        finally:
            hooks.detach(NegOp, "fold")
        assert out == func_text(
            '%0 = "arith.constant"() <{value = -5 : i32}> : () -> i32',
            '"t.keep"() : () -> ()',
            '"func.return"(%0) : (i32) -> ()',
        )
