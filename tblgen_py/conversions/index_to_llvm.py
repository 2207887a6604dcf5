"""``--convert-index-to-llvm``: index dialect ops to LLVM ops.

Follows MLIR's ``IndexToLLVM.cpp``: the arithmetic maps 1:1 at the index
bitwidth, comparisons keep their predicate number, constants become
``llvm.mlir.constant`` of the index integer type, ``casts``/``castu``
extend, truncate or forward by bit width, and ``sizeof`` is the bitwidth.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.conversions.llvm_pattern import (
    LLVMPattern,
    attribute_text,
    OneToOneLowering,
    llvm_conversion_target,
    overflow_to_llvm,
    pass_through,
)
from tblgen_py.conversions.llvm_type_converter import LLVMTypeConverter
from tblgen_py.conversions.llvm_types import i32_attr
from tblgen_py.runtime.conversion import (
    ConversionPatternRewriter,
    apply_partial_conversion,
)
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType, i
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite.pattern import Pattern

PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
"""index's ``cmp_predicate`` cases, numbered as LLVM's ``ICmpPredicate``."""

OVERFLOW = (("add", "add"), ("sub", "sub"), ("mul", "mul"), ("shl", "shl"))
PLAIN = (
    ("divs", "sdiv"),
    ("divu", "udiv"),
    ("rems", "srem"),
    ("remu", "urem"),
    ("maxs", "intr.smax"),
    ("maxu", "intr.umax"),
    ("mins", "intr.smin"),
    ("minu", "intr.umin"),
    ("shrs", "ashr"),
    ("shru", "lshr"),
    ("and", "and"),
    ("or", "or"),
    ("xor", "xor"),
)


def _no_flags(op: Operation) -> tuple[dict[str, object], dict[str, object]]:
    """``overflowFlags = 0`` (index ops carry no flags)."""
    props, attrs = overflow_to_llvm(op)
    props["overflowFlags"] = i32_attr(0)
    return props, attrs


def _no_props(op: Operation) -> tuple[dict[str, object], dict[str, object]]:
    return {}, dict(op.attributes)


class CmpLowering(LLVMPattern):
    """``index.cmp`` to ``llvm.icmp``."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Map the predicate by name."""
        props = op.properties if isinstance(op.properties, dict) else {}
        pred = props.get("pred")
        text = attribute_text(pred)
        name = text.split()[-1].rstrip(">") if text else ""
        if name not in PREDICATES:
            return False
        new = rewriter.create(
            "llvm.icmp",
            list(operands),
            [i(1)],
            {"predicate": IntegerAttr.get(i(64), PREDICATES.index(name))},
            location=op.location,
        )
        rewriter.replace_op(op, new)
        return True


class ConstantLowering(LLVMPattern):
    """``index.constant`` to an integer ``llvm.mlir.constant``."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Re-type the value to the index integer type."""
        ty = self.llvm_converter.index_type
        value = op.get_attr("value")
        if not isinstance(value, IntegerAttr):
            return False
        width = ty.width
        raw = value.value & ((1 << width) - 1)
        signed = raw - (1 << width) if raw >> (width - 1) else raw
        new = rewriter.create(
            "llvm.mlir.constant",
            [],
            [ty],
            {"value": IntegerAttr.get(ty, signed)},
            location=op.location,
        )
        rewriter.replace_op(op, new)
        return True


class CastLowering(LLVMPattern):
    """``index.casts``/``castu``: extend, truncate or forward."""

    def __init__(self, root: str, extend: str, converter: LLVMTypeConverter) -> None:
        super().__init__(root, converter, [extend, "llvm.trunc"])
        self.extend = extend

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Compare the converted widths."""
        source = operands[0].type
        target = self.llvm_converter.convert_type(op.results[0].type)
        if not isinstance(source, IntegerType) or not isinstance(target, IntegerType):
            return False
        if source.width == target.width:
            rewriter.replace_op(op, [operands[0]])
            return True
        if source.width < target.width:
            name, props = self.extend, None
        else:
            name, props = "llvm.trunc", {"overflowFlags": i32_attr(0)}
        new = rewriter.create(
            name, [operands[0]], [target], props, location=op.location
        )
        rewriter.replace_op(op, new)
        return True


class SizeOfLowering(LLVMPattern):
    """``index.sizeof``: the index bitwidth as a constant."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """A constant of the bitwidth."""
        ty = self.llvm_converter.index_type
        new = rewriter.create(
            "llvm.mlir.constant",
            [],
            [ty],
            {"value": IntegerAttr.get(ty, ty.width)},
            location=op.location,
        )
        rewriter.replace_op(op, new)
        return True


def index_to_llvm_patterns(converter: LLVMTypeConverter) -> list[Pattern]:
    """``populateIndexToLLVMConversionPatterns`` (without the ceil/floor divisions)."""
    patterns: list[Pattern] = []
    for src, dst in OVERFLOW:
        patterns.append(
            OneToOneLowering(f"index.{src}", f"llvm.{dst}", converter, _no_flags)
        )
    for src, dst in PLAIN:
        patterns.append(
            OneToOneLowering(f"index.{src}", f"llvm.{dst}", converter, _no_props)
        )
    patterns += [
        OneToOneLowering(
            "index.bool.constant", "llvm.mlir.constant", converter, pass_through
        ),
        CmpLowering("index.cmp", converter, ["llvm.icmp"]),
        ConstantLowering("index.constant", converter, ["llvm.mlir.constant"]),
        CastLowering("index.casts", "llvm.sext", converter),
        CastLowering("index.castu", "llvm.zext", converter),
        SizeOfLowering("index.sizeof", converter, ["llvm.mlir.constant"]),
    ]
    return patterns


def convert_index_to_llvm(
    module: Operation, context: Context | None = None, index_bitwidth: int = 64
) -> None:
    """Run the pass on ``module``; raises ``ConversionFailure``."""
    converter = LLVMTypeConverter(index_bitwidth)
    apply_partial_conversion(
        module,
        llvm_conversion_target(),
        index_to_llvm_patterns(converter),
        context=context,
    )
