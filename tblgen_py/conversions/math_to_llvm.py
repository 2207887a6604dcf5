"""``--convert-math-to-llvm``: math ops to LLVM intrinsics.

Follows MLIR's ``MathToLLVM.cpp``: most ops become one ``llvm.intr.*`` op
(floating-point ones carry the op's fastmath flags; n-D vectors unroll row
by row), the bit-counting ops and ``absi`` get ``false`` poison flags, and
``rsqrt``, ``log1p`` and ``expm1`` expand around the constant 1.  Ops with
no LLVM intrinsic (``erf``, ``cbrt``, the inverse hyperbolics, ...) stay.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.conversions.llvm_pattern import (
    AttrConversion,
    LLVMPattern,
    OneToOneLowering,
    enum_flags,
    fastmath_to_llvm,
    inherent,
    llvm_conversion_target,
)
from tblgen_py.conversions.llvm_type_converter import LLVMTypeConverter
from tblgen_py.conversions.llvm_types import fastmath_attr, is_llvm_type
from tblgen_py.runtime.conversion import (
    ConversionPatternRewriter,
    apply_partial_conversion,
)
from tblgen_py.runtime.ir.attributes import BoolAttr, FloatAttr
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType, VectorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite.pattern import Pattern

FASTMATH_INTRINSICS = (
    ("absf", "fabs"),
    ("acos", "acos"),
    ("asin", "asin"),
    ("atan", "atan"),
    ("atan2", "atan2"),
    ("ceil", "ceil"),
    ("copysign", "copysign"),
    ("cos", "cos"),
    ("cosh", "cosh"),
    ("exp", "exp"),
    ("exp2", "exp2"),
    ("floor", "floor"),
    ("fma", "fma"),
    ("fpowi", "powi"),
    ("log", "log"),
    ("log10", "log10"),
    ("log2", "log2"),
    ("powf", "pow"),
    ("round", "round"),
    ("roundeven", "roundeven"),
    ("sin", "sin"),
    ("sinh", "sinh"),
    ("sqrt", "sqrt"),
    ("tan", "tan"),
    ("tanh", "tanh"),
    ("trunc", "trunc"),
)
"""``math.<op>`` to ``llvm.intr.<intrinsic>`` with fastmath flags."""
INTEGER_INTRINSICS = (
    ("absi", "abs", "is_int_min_poison"),
    ("ctlz", "ctlz", "is_zero_poison"),
    ("ctpop", "ctpop", None),
    ("cttz", "cttz", "is_zero_poison"),
)
"""``math.<op>`` to ``llvm.intr.<intrinsic>`` with a ``false`` poison flag."""


def _poison_flag(name: str | None) -> AttrConversion:
    def convert(op: Operation) -> tuple[dict[str, object], dict[str, object]]:
        props: dict[str, object] = {}
        if name is not None:
            props[name] = BoolAttr.get(False)
        return props, dict(op.attributes)

    return convert


class FlaggedIntrinsicLowering(OneToOneLowering):
    """``absi``/``ctlz``/``cttz``: scalars and 1-D vectors only (n-D stay)."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Fail on n-D vectors, else one intrinsic."""
        if any(is_llvm_type(value.type, "array") for value in operands):
            return rewriter.notify_match_failure(op, "n-D vectors are not lowered")
        return super().match_and_rewrite(op, operands, rewriter)


def _one(ty: object) -> object | None:
    """The attribute ``1.0`` of a float (or float vector) type."""
    if isinstance(ty, FloatType):
        return FloatAttr.get(ty, 1.0)
    if isinstance(ty, VectorType) and isinstance(ty.element_type, FloatType):
        return DenseElementsAttr.get(ty, [1.0])
    return None


class ExpandAroundOneLowering(LLVMPattern):
    """``rsqrt`` (1 / sqrt x), ``log1p`` (log(1 + x)), ``expm1`` (exp x - 1)."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """The constant 1, then the two ops in the op's order."""
        ty = operands[0].type
        one_attr = _one(ty)
        if one_attr is None or ty != op.results[0].type:
            return rewriter.notify_match_failure(op, "expected float or 1-D vector")
        loc = op.location
        op_flags = enum_flags(inherent(op).get("fastmath"), "fastmath")
        flags: dict[str, object] = {"fastmathFlags": fastmath_attr(op_flags)}
        one = rewriter.create(
            "llvm.mlir.constant", [], [ty], {"value": one_attr}, location=loc
        ).results[0]
        x = operands[0]
        kind = op.name.split(".", 1)[1]
        if kind == "rsqrt":
            root = self._make(rewriter, "llvm.intr.sqrt", [x], ty, flags, loc)
            result = self._make(rewriter, "llvm.fdiv", [one, root], ty, flags, loc)
        elif kind == "log1p":
            sum_ = self._make(rewriter, "llvm.fadd", [one, x], ty, flags, loc)
            result = self._make(rewriter, "llvm.intr.log", [sum_], ty, flags, loc)
        else:
            exp = self._make(rewriter, "llvm.intr.exp", [x], ty, flags, loc)
            result = self._make(rewriter, "llvm.fsub", [exp, one], ty, flags, loc)
        rewriter.replace_op(op, [result])
        return True

    @staticmethod
    def _make(
        rewriter: ConversionPatternRewriter,
        name: str,
        operands: list[Value],
        ty: object,
        props: dict[str, object],
        loc: object,
    ) -> Value:
        return rewriter.create(name, operands, [ty], dict(props), location=loc).results[
            0
        ]


def math_to_llvm_patterns(
    converter: LLVMTypeConverter, approximate_log1p: bool = True
) -> list[Pattern]:
    """``populateMathToLLVMConversionPatterns`` (``log1p`` only if approximated)."""
    patterns: list[Pattern] = [
        OneToOneLowering(f"math.{src}", f"llvm.intr.{dst}", converter, fastmath_to_llvm)
        for src, dst in FASTMATH_INTRINSICS
    ]
    for src, dst, flag in INTEGER_INTRINSICS:
        lowering = OneToOneLowering if flag is None else FlaggedIntrinsicLowering
        patterns.append(
            lowering(f"math.{src}", f"llvm.intr.{dst}", converter, _poison_flag(flag))
        )
    patterns += [
        ExpandAroundOneLowering(f"math.{name}", converter)
        for name in ("rsqrt", "log1p", "expm1")
        if approximate_log1p or name != "log1p"
    ]
    return patterns


def convert_math_to_llvm(
    module: Operation,
    context: Context | None = None,
    index_bitwidth: int = 64,
    approximate_log1p: bool = True,
) -> None:
    """Run the pass on ``module``; raises ``ConversionFailure``."""
    converter = LLVMTypeConverter(index_bitwidth)
    apply_partial_conversion(
        module,
        llvm_conversion_target(),
        math_to_llvm_patterns(converter, approximate_log1p),
        context=context,
    )
