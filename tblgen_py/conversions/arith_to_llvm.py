"""``--convert-arith-to-llvm``: arith ops to LLVM dialect ops.

Follows MLIR's ``ArithToLLVM.cpp``: most ops map 1:1 (float ops carry their
fast-math flags, integer ops their overflow flags), constants become
``llvm.mlir.constant``, comparisons keep their predicate number, index casts
extend, truncate or vanish by bit width, and the extended arithmetic ops
expand to several LLVM ops.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.conversions.arith_expand import ceil_floor_div_expansions
from tblgen_py.conversions.llvm_pattern import (
    AttrConversion,
    LLVMPattern,
    OneToOneLowering,
    enum_flags,
    fastmath_to_llvm,
    inherent,
    llvm_conversion_target,
    one_to_one_rewrite,
    overflow_to_llvm,
    pass_through,
    unroll_nd_vector,
    with_defaults,
)
from tblgen_py.conversions.llvm_type_converter import LLVMTypeConverter
from tblgen_py.conversions.llvm_types import (
    fastmath_attr,
    i32_attr,
    is_llvm_type,
    struct_type,
)
from tblgen_py.runtime.conversion import (
    ConversionPatternRewriter,
    apply_partial_conversion,
)
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType, ShapedType, i
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite.pattern import Pattern

_NONE_FMF = {"fastmathFlags": fastmath_attr([])}

FASTMATH = (
    ("addf", "fadd"),
    ("subf", "fsub"),
    ("mulf", "fmul"),
    ("divf", "fdiv"),
    ("remf", "frem"),
    ("negf", "fneg"),
    ("maximumf", "intr.maximum"),
    ("maxnumf", "intr.maxnum"),
    ("minimumf", "intr.minimum"),
    ("minnumf", "intr.minnum"),
)
OVERFLOW = (
    ("addi", "add"),
    ("subi", "sub"),
    ("muli", "mul"),
    ("shli", "shl"),
    ("trunci", "trunc"),
)
PLAIN = (
    ("andi", "and"),
    ("ori", "or"),
    ("xori", "xor"),
    ("divsi", "sdiv"),
    ("divui", "udiv"),
    ("remsi", "srem"),
    ("remui", "urem"),
    ("shrsi", "ashr"),
    ("shrui", "lshr"),
    ("extsi", "sext"),
    ("extui", "zext"),
    ("extf", "fpext"),
    ("sitofp", "sitofp"),
    ("uitofp", "uitofp"),
    ("fptosi", "fptosi"),
    ("fptoui", "fptoui"),
    ("maxsi", "intr.smax"),
    ("maxui", "intr.umax"),
    ("minsi", "intr.smin"),
    ("minui", "intr.umin"),
    ("bitcast", "bitcast"),
)


def element_type(ty: object) -> object:
    """``getElementTypeOrSelf``."""
    return ty.element_type if isinstance(ty, ShapedType) else ty


class ConstantLowering(LLVMPattern):
    """``arith.constant`` to ``llvm.mlir.constant`` with the same attributes."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Copy the value attribute."""
        props, attrs = pass_through(op)
        return one_to_one_rewrite(
            op,
            "llvm.mlir.constant",
            operands,
            props,
            attrs,
            self.llvm_converter,
            rewriter,
        )


class IndexCastLowering(LLVMPattern):
    """``index_cast[ui]``: extend, truncate, or forward by bit width."""

    def __init__(self, root: str, extend: str, converter: LLVMTypeConverter) -> None:
        super().__init__(root, converter, ["llvm.trunc", extend])
        self.extend = extend

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Pick the cast by comparing converted widths."""
        conv = self.llvm_converter
        target = conv.convert_type(element_type(op.results[0].type))
        source = conv.convert_type(element_type(op.operands[0].type))
        if not isinstance(target, IntegerType) or not isinstance(source, IntegerType):
            return False
        if target.width == source.width:
            rewriter.replace_op(op, [operands[0]])
            return True
        if is_llvm_type(operands[0].type, "array"):
            return False
        result = conv.convert_type(op.results[0].type)
        if result is None:
            return False
        if target.width < source.width:
            props: dict[str, object] | None = {"overflowFlags": i32_attr(0)}
            name = "llvm.trunc"
        else:
            props, name = None, self.extend
        new = rewriter.create(
            name, [operands[0]], [result], props, location=op.location
        )
        rewriter.replace_op(op, new)
        return True


class CmpLowering(LLVMPattern):
    """``cmpi``/``cmpf`` to ``icmp``/``fcmp`` with the same predicate number."""

    def __init__(self, root: str, target: str, converter: LLVMTypeConverter) -> None:
        super().__init__(root, converter, [target])
        self.target = target

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Build the comparison (row by row for n-D vectors)."""
        props = inherent(op)
        new_props: dict[str, object] = {"predicate": props.get("predicate")}
        if self.target == "llvm.fcmp":
            flags = enum_flags(props.get("fastmath"), "fastmath")
            new_props["fastmathFlags"] = fastmath_attr(flags)
        attrs = dict(op.attributes)

        def build(result: object, values: list[Value]) -> Value:
            new = rewriter.create(
                self.target, values, [result], new_props, attrs, location=op.location
            )
            return new.results[0]

        if is_llvm_type(operands[0].type, "array"):
            return unroll_nd_vector(op, operands, self.llvm_converter, rewriter, build)
        result = self.llvm_converter.convert_type(op.results[0].type)
        if result is None:
            return False
        rewriter.replace_op(op, [build(result, list(operands))])
        return True


class IdentityBitcastLowering(LLVMPattern):
    """A bitcast between types that convert to the same type is a no-op."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Forward the operand when the types agree."""
        if operands[0].type != self.llvm_converter.convert_type(op.results[0].type):
            return rewriter.notify_match_failure(op, "Types are different")
        rewriter.replace_op(op, [operands[0]])
        return True


class AddUIExtendedLowering(LLVMPattern):
    """``addui_extended`` to ``llvm.intr.uadd.with.overflow`` and two extracts."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Add with overflow, then split the struct."""
        if is_llvm_type(operands[0].type, "array") or not all(
            isinstance(v.type, IntegerType) for v in operands
        ):
            return False
        overflow = self.llvm_converter.convert_type(op.results[1].type)
        sum_type = op.results[0].type
        pair = struct_type([sum_type, overflow])
        loc = op.location
        add = rewriter.create(
            "llvm.intr.uadd.with.overflow", list(operands), [pair], location=loc
        )
        values = [
            rewriter.create(
                "llvm.extractvalue",
                add.results,
                [ty],
                {"position": _position(index)},
                location=loc,
            ).results[0]
            for index, ty in ((0, sum_type), (1, overflow))
        ]
        rewriter.replace_op(op, values)
        return True


class MulIExtendedLowering(LLVMPattern):
    """``mul[su]i_extended``: multiply at twice the width, split the halves."""

    def __init__(self, root: str, signed: bool, converter: LLVMTypeConverter) -> None:
        super().__init__(root, converter)
        self.extend = "llvm.sext" if signed else "llvm.zext"

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Widen, multiply, truncate the low half, shift and truncate the high."""
        ty = operands[0].type
        if not isinstance(ty, IntegerType):
            return False
        wide = i(2 * ty.width)
        loc = op.location
        lhs, rhs = (
            rewriter.create(self.extend, [v], [wide], location=loc).results[0]
            for v in operands
        )
        no_flags = {"overflowFlags": i32_attr(0)}
        mul = rewriter.create(
            "llvm.mul", [lhs, rhs], [wide], dict(no_flags), location=loc
        )
        low = rewriter.create(
            "llvm.trunc", mul.results, [ty], dict(no_flags), location=loc
        )
        shift = rewriter.create(
            "llvm.mlir.constant",
            [],
            [wide],
            {"value": IntegerAttr.get(wide, ty.width)},
            location=loc,
        )
        high_wide = rewriter.create(
            "llvm.lshr", [mul.results[0], shift.results[0]], [wide], location=loc
        )
        high = rewriter.create(
            "llvm.trunc", high_wide.results, [ty], dict(no_flags), location=loc
        )
        rewriter.replace_op(op, [low.results[0], high.results[0]])
        return True


def _position(index: int) -> object:
    from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr

    return DenseArrayAttr.get(i(64), [index])


def arith_to_llvm_patterns(converter: LLVMTypeConverter) -> list[Pattern]:
    """``populateCeilFloorDivExpandOpsPatterns`` and ``populateArithToLLVMConversionPatterns``."""
    patterns: list[Pattern] = ceil_floor_div_expansions()
    patterns.append(IdentityBitcastLowering("arith.bitcast", converter, benefit=10))
    table: list[tuple[str, str, AttrConversion]] = []
    table += [(src, dst, with_defaults(fastmath_to_llvm, {})) for src, dst in FASTMATH]
    table += [(src, dst, overflow_to_llvm) for src, dst in OVERFLOW]
    table += [(src, dst, pass_through) for src, dst in PLAIN]
    for src, dst, convert in table:
        patterns.append(
            OneToOneLowering(f"arith.{src}", f"llvm.{dst}", converter, convert)
        )
    patterns += [
        OneToOneLowering(
            "arith.select",
            "llvm.select",
            converter,
            with_defaults(pass_through, _NONE_FMF),
        ),
        OneToOneLowering("arith.truncf", "llvm.fptrunc", converter, _truncf_attrs),
        ConstantLowering("arith.constant", converter, ["llvm.mlir.constant"]),
        IndexCastLowering("arith.index_cast", "llvm.sext", converter),
        IndexCastLowering("arith.index_castui", "llvm.zext", converter),
        CmpLowering("arith.cmpi", "llvm.icmp", converter),
        CmpLowering("arith.cmpf", "llvm.fcmp", converter),
        AddUIExtendedLowering("arith.addui_extended", converter),
        MulIExtendedLowering("arith.mulsi_extended", True, converter),
        MulIExtendedLowering("arith.mului_extended", False, converter),
    ]
    return patterns


def _truncf_attrs(op: Operation) -> tuple[dict[str, object], dict[str, object]]:
    """``truncf`` without a rounding mode: attributes copied."""
    props, attrs = pass_through(op)
    props.pop("fastmath", None)
    return props, attrs


def convert_arith_to_llvm(
    module: Operation, context: Context | None = None, index_bitwidth: int = 64
) -> None:
    """Run the pass on ``module``; raises ``ConversionFailure``."""
    converter = LLVMTypeConverter(index_bitwidth)
    apply_partial_conversion(
        module,
        llvm_conversion_target(),
        arith_to_llvm_patterns(converter),
        context=context,
    )
