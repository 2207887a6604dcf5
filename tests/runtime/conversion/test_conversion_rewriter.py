"""ConversionPatternRewriter: signatures, block args, casts, folding, the log."""

from __future__ import annotations

import re
from collections.abc import Sequence

import pytest
from conversion_helpers import (
    CAST,
    Rename,
    cast_materialization,
    generic,
    parse,
    widening_converter,
)

from tblgen_py.runtime.conversion import (
    ConversionFailure,
    ConversionPattern,
    ConversionPatternRewriter,
    ConversionTarget,
    OpConversionPattern,
    SignatureConversion,
    TypeConverter,
    apply_partial_conversion,
    reconcile_unrealized_casts,
    unrealized_casts_in,
)
from tblgen_py.runtime.ir import Context, Operation
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.builder import Builder
from tblgen_py.runtime.ir.types import i
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.adaptor import OpAdaptor
from tblgen_py.runtime.rewrite.log import DEBUG_ONLY_ENV

FUNC = """
"test.func"() ({
^bb0(%a: i32, %b: i8):
  "test.use"(%a, %b) : (i32, i8) -> ()
  "test.br"()[^bb1] : () -> ()
^bb1(%c: i32):
  "test.use"(%c) : (i32) -> ()
}) : () -> ()
"""


class ConvertFunc(ConversionPattern):
    """Convert every block signature of ``test.func``, drop i8 arguments."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        assert self.type_converter is not None
        if "converted" in op.attributes:
            return False
        if rewriter.convert_region_types(op.regions[0], self.type_converter) is False:
            return False
        rewriter.modify_op_in_place(
            op, lambda: op.attributes.__setitem__("converted", IntegerAttr.get(i(1), 1))
        )
        return True


def dropping_converter() -> TypeConverter:
    converter = widening_converter()
    converter.add_conversion(lambda ty: [] if ty == i(8) else None)
    return converter


class TestSignatureConversion:
    def test_region_types_convert_with_argument_casts(self) -> None:
        context, module = parse(FUNC)
        target = ConversionTarget()
        target.add_dynamically_legal_op(
            "test.func", callback=lambda op: "converted" in op.attributes
        )
        pattern = ConvertFunc("test.func", type_converter=dropping_converter())
        apply_partial_conversion(module, target, [pattern], context=context)
        lines = [line.strip() for line in generic(module, context).splitlines()]
        # MLIR 22 builds the dropped argument's cast at once, at the block's
        # start, and the widened argument's cast back on commit, in front of it.
        assert lines[2] == "^bb0(%arg0: i64):"
        assert (
            lines[3]
            == '%0 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> i32'
        )
        assert lines[4] == '%1 = "builtin.unrealized_conversion_cast"() : () -> i8'
        assert lines[5] == '"test.use"(%0, %1) : (i32, i8) -> ()'
        assert lines[7] == "^bb1(%2: i64):  // pred: ^bb0"

    def test_failed_signature_conversion_is_rolled_back(self) -> None:
        context, module = parse(FUNC)
        before = generic(module, context)
        target = ConversionTarget()
        target.add_dynamically_legal_op(
            "test.func", callback=lambda op: "converted" in op.attributes
        )
        converter = widening_converter()
        converter.add_conversion(lambda ty: None if ty == i(8) else None)
        strict = TypeConverter()
        strict.add_conversion(lambda ty: i(64) if ty == i(32) else None)

        class ConvertThenFail(ConversionPattern):
            def match_and_rewrite(
                self,
                op: Operation,
                operands: Sequence[Value],
                rewriter: ConversionPatternRewriter,
            ) -> bool:
                block = op.regions[0].blocks[1]
                conversion = SignatureConversion(1)
                conversion.add_inputs(0, [i(64)])
                rewriter.apply_signature_conversion(block, conversion, converter)
                # The entry block has an i8 argument ``strict`` cannot convert.
                return rewriter.convert_region_types(op.regions[0], strict) is not False

        with pytest.raises(ConversionFailure, match="'test.func'"):
            apply_partial_conversion(
                module, target, [ConvertThenFail("test.func")], context=context
            )
        assert generic(module, context) == before

    def test_remapped_values_are_cast_to_the_converted_type(self) -> None:
        context, module = parse("""
            %0 = "test.src"() : () -> i32
            "test.sink"(%0) : (i32) -> ()
            """)
        seen: list[tuple[str | None, list[str] | None]] = []

        class Sink(ConversionPattern):
            def match_and_rewrite(
                self,
                op: Operation,
                operands: Sequence[Value],
                rewriter: ConversionPatternRewriter,
            ) -> bool:
                one = rewriter.get_remapped_value(op.operands[0])
                many = rewriter.get_remapped_values(op.operands)
                seen.append(
                    (
                        None if one is None else str(one.type),
                        None if many is None else [str(v.type) for v in many],
                    )
                )
                rewriter.create("test.sunk", list(operands), [])
                rewriter.erase_op(op)
                return True

        target = ConversionTarget()
        target.add_illegal_op("test.sink")
        target.add_legal_op("test.sunk")
        pattern = Sink("test.sink", type_converter=widening_converter())
        apply_partial_conversion(module, target, [pattern], context=context)
        assert seen == [("i64", ["i64"])]
        text = generic(module, context)
        assert '"test.sunk"(%1) : (i64) -> ()' in text
        assert text.count(CAST) == 1


class TestReconcile:
    def test_round_trip_chains_fold_and_dead_casts_go(self) -> None:
        context, module = parse(f"""
            %0 = "test.src"() : () -> i32
            %1 = "{CAST}"(%0) : (i32) -> i64
            %2 = "{CAST}"(%1) : (i64) -> i32
            %3 = "{CAST}"(%0) : (i32) -> i8
            %4 = "{CAST}"(%0) : (i32) -> i16
            "test.use"(%2, %4) : (i32, i16) -> ()
            """)
        remaining = reconcile_unrealized_casts(unrealized_casts_in(module))
        text = generic(module, context)
        assert '"test.use"(%0, %1) : (i32, i16) -> ()' in text
        assert text.count(CAST) == 1 and [op.name for op in remaining] == [CAST]

    def test_live_materialization_without_callback_fails(self) -> None:
        context, module = parse("""
            %0 = "test.foo"() : () -> i32
            "test.use"(%0) : (i32) -> ()
            """)
        converter = TypeConverter()
        converter.add_conversion(lambda ty: i(64) if ty == i(32) else ty)
        target = ConversionTarget()
        target.add_illegal_op("test.foo")
        target.add_legal_op("test.bar")
        with pytest.raises(ConversionFailure) as info:
            apply_partial_conversion(
                module,
                target,
                [Rename("test.foo", "test.bar", converter)],
                context=context,
            )
        assert str(info.value) == (
            "failed to legalize unresolved materialization from (i64) to (i32) "
            "that remained live after conversion"
        )
        assert info.value.notes[0].message.startswith("see existing live user here: ")


class FoldingOp(Operation):
    """``test.twice``: folds to its operand when ``fold`` is set."""

    __slots__ = ()
    OPERATION_NAME = "test.twice"

    def fold(self, adaptor: object) -> object:
        return self.operands[0] if "fold" in self.attributes else None


class TestFoldingAndAdaptors:
    def test_fold_step_runs_before_patterns(self) -> None:
        context = Context(allow_unregistered_dialects=True)
        context.register_op(FoldingOp)
        from tblgen_py.runtime.text.parser import parse_source

        module = parse_source(
            """
            %0 = "test.src"() : () -> i32
            %1 = "test.twice"(%0) {fold} : (i32) -> i32
            %2 = "test.twice"(%0) : (i32) -> i32
            "test.use"(%1, %2) : (i32, i32) -> ()
            """,
            context,
        )
        target = ConversionTarget()
        target.add_illegal_op("test.twice")
        target.add_legal_op("test.bar")
        apply_partial_conversion(
            module, target, [Rename("test.twice", "test.bar")], context=context
        )
        text = generic(module, context)
        assert '"test.use"(%0, %1) : (i32, i32) -> ()' in text
        assert text.count('"test.bar"') == 1

    def test_op_conversion_pattern_gets_an_adaptor(self) -> None:
        context = Context(allow_unregistered_dialects=True)
        context.register_op(FoldingOp)
        from tblgen_py.runtime.text.parser import parse_source

        module = parse_source(
            """
            %0 = "test.src"() : () -> i32
            %1 = "test.twice"(%0) : (i32) -> i32
            """,
            context,
        )
        got: list[tuple[str, str]] = []

        class Lower(OpConversionPattern[FoldingOp]):
            OP_CLASS = FoldingOp

            def match_and_rewrite(
                self,
                op: FoldingOp,
                adaptor: OpAdaptor,
                rewriter: ConversionPatternRewriter,
            ) -> bool:
                got.append((type(op).__name__, str(adaptor.operands[0].type)))
                new = rewriter.create("test.bar", adaptor.operands, [i(64)])
                rewriter.replace_op(op, new)
                return True

        target = ConversionTarget()
        target.add_illegal_op("test.twice")
        target.add_legal_op("test.bar")
        pattern = Lower(type_converter=widening_converter())
        apply_partial_conversion(module, target, [pattern], context=context)
        assert got == [("FoldingOp", "i64")]


class TestDebugLog:
    def test_log_shows_the_legalization_tree(
        self, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
    ) -> None:
        monkeypatch.setenv(DEBUG_ONLY_ENV, "dialect-conversion")
        context, module = parse('%0 = "test.foo"() : () -> i32')
        target = ConversionTarget()
        target.add_illegal_op("test.foo")
        target.add_legal_op("test.bar", "builtin.module")
        apply_partial_conversion(
            module, target, [Rename("test.foo", "test.bar")], context=context
        )
        log = re.sub(r"0x[0-9a-f]+", "0xX", capsys.readouterr().err)
        assert log.splitlines() == [
            "",
            "//===-------------------------------------------===//",
            "Legalizing operation : 'builtin.module'(0xX) {",
            "} -> SUCCESS : operation marked legal by the target",
            "//===-------------------------------------------===//",
            "",
            "//===-------------------------------------------===//",
            "Legalizing operation : 'test.foo'(0xX) {",
            '  %0 = "test.foo"() : () -> i32',
            "",
            "  * Fold {",
            "  } -> FAILURE : unable to fold",
            "",
            "  * Pattern : 'test.foo -> (test.bar)' {",
            "    ** Insert  : 'test.bar'(0xX)",
            "    ** Replace : 'test.foo'(0xX)",
            "",
            "    //===-------------------------------------------===//",
            "    Legalizing operation : 'test.bar'(0xX) {",
            '      %0 = "test.bar"() : () -> i32',
            "",
            "    } -> SUCCESS : operation marked legal by the target",
            "    //===-------------------------------------------===//",
            "  } -> SUCCESS : pattern applied successfully",
            "} -> SUCCESS",
            "//===-------------------------------------------===//",
        ]


def test_cast_helper_builds_one_cast() -> None:
    """The helper the tests share builds exactly one cast per call."""
    context, module = parse('%0 = "test.src"() : () -> i32')
    from tblgen_py.runtime.ir.builder import Builder, InsertionPoint

    block = module.regions[0].blocks[0]
    value = cast_materialization(
        Builder(InsertionPoint.at_end(block), context),
        i(64),
        block.ops[0].results,
        None,
    )
    assert value.type == i(64) and len(block.ops) == 2


SPLIT_FUNC = """
"test.func"() ({
^bb0(%a: i32):
  "test.use"(%a) : (i32) -> ()
  "test.ret"(%a) : (i32) -> ()
}) : () -> ()
"""


def _split_converter() -> TypeConverter:
    """i32 -> i64, but block arguments split into two i16 (as a memref's
    descriptor fields): ``test.join`` packs them back to i32 (argument
    materialization), ``test.pack`` to i64 (target materialization)."""
    converter = TypeConverter()
    converter.add_conversion(lambda ty: ty)
    converter.add_conversion(lambda ty: i(64) if ty == i(32) else None)

    def build(name: str) -> object:
        def materialize(
            builder: object,
            ty: object,
            inputs: Sequence[Value],
            loc: object,
            *rest: object,
        ) -> Value | None:
            if len(inputs) != 2 or not isinstance(builder, Builder):
                return None
            return builder.create(name, inputs, [ty], location=loc).results[0]

        return materialize

    converter.add_source_materialization(cast_materialization)
    converter.add_target_materialization(cast_materialization)
    converter.add_target_materialization(build("test.pack"))  # type: ignore[arg-type]
    converter.add_argument_materialization(build("test.join"))  # type: ignore[arg-type]
    return converter


class SplitFunc(ConversionPattern):
    """Split ``test.func``'s argument into two i16."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        assert self.type_converter is not None
        if "converted" in op.attributes:
            return False
        conversion = SignatureConversion(1)
        conversion.add_inputs(0, [i(16), i(16)])
        block = op.regions[0].blocks[0]
        rewriter.apply_signature_conversion(block, conversion, self.type_converter)
        rewriter.modify_op_in_place(
            op, lambda: op.attributes.__setitem__("converted", IntegerAttr.get(i(1), 1))
        )
        return True


def test_split_argument_packs_once_for_converted_and_unconverted_users() -> None:
    """A converted user of a split argument gets the target value built from
    the block arguments; the unconverted user casts that same value back (one
    pack, no argument join), as MLIR maps the arguments to the target value."""
    context, module = parse(SPLIT_FUNC)
    converter = _split_converter()
    target = ConversionTarget()
    target.add_dynamically_legal_op(
        "test.func", callback=lambda op: "converted" in op.attributes
    )
    target.add_illegal_op("test.ret")
    target.add_legal_op("test.ret2")
    patterns = [
        SplitFunc("test.func", type_converter=converter),
        Rename("test.ret", "test.ret2", converter),
    ]
    apply_partial_conversion(module, target, patterns, context=context)
    lines = [line.strip() for line in generic(module, context).splitlines()]
    assert lines[2:6] == [
        "^bb0(%arg0: i16, %arg1: i16):",
        '%0 = "test.pack"(%arg0, %arg1) : (i16, i16) -> i64',
        f'%1 = "{CAST}"(%0) : (i64) -> i32',
        '"test.use"(%1) : (i32) -> ()',
    ]
    assert lines[6] == '"test.ret2"(%0) : (i64) -> ()'
