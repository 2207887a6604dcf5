"""Expansions of ``arith.ceildivsi``/``ceildivui``/``floordivsi`` into arith ops.

Follows MLIR's ``populateCeilFloorDivExpandOpsPatterns`` (``ExpandOps.cpp``),
which ``--convert-arith-to-llvm`` runs first: the rounding divisions become a
truncating division and a correction selected by sign and remainder.  The
arith ops they build are then lowered like any other.  Scalars only.
"""

from __future__ import annotations

from tblgen_py.runtime.ir.attributes import IntegerAttr, OpaqueAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IndexType, IntegerType, i
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite.pattern import Pattern, RewritePattern
from tblgen_py.runtime.rewrite.rewriter import PatternRewriter

EQ, NE, SLT = 0, 1, 2
GENERATED: tuple[str, ...] = ("arith.constant", "arith.cmpi", "arith.divsi")
GENERATED += ("arith.divui", "arith.muli", "arith.addi", "arith.subi", "arith.andi")
GENERATED += ("arith.select",)


class _Builder:
    """Creates arith ops at the rewriter's insertion point, at one location."""

    def __init__(self, rewriter: PatternRewriter, loc: object) -> None:
        self.rewriter = rewriter
        self.loc = loc

    def op(
        self,
        name: str,
        operands: list[Value],
        ty: object,
        props: dict[str, object] | None,
    ) -> Value:
        return self.rewriter.create(
            name, operands, [ty], props, location=self.loc
        ).results[0]

    def const(self, ty: IntegerType | IndexType, value: int) -> Value:
        props: dict[str, object] = {"value": IntegerAttr.get(ty, value)}
        return self.op("arith.constant", [], ty, props)

    def cmp(self, predicate: int, lhs: Value, rhs: Value) -> Value:
        pred: dict[str, object] = {"predicate": IntegerAttr.get(i(64), predicate)}
        return self.op("arith.cmpi", [lhs, rhs], i(1), pred)

    def arith(self, name: str, lhs: Value, rhs: Value) -> Value:
        """A binary op; integer ops with overflow flags get ``none``."""
        props: dict[str, object] | None = None
        if name in ("arith.addi", "arith.subi", "arith.muli"):
            props = {"overflowFlags": OpaqueAttr.get("arith", "overflow<none>")}
        return self.op(name, [lhs, rhs], lhs.type, props)


def _operands(op: Operation) -> tuple[Value, Value, IntegerType | IndexType] | None:
    lhs, rhs = op.operands
    ty = op.results[0].type
    return (lhs, rhs, ty) if isinstance(ty, (IntegerType, IndexType)) else None


class CeilDivUIExpansion(RewritePattern):
    """``n == 0 ? 0 : ((n - 1) / m) + 1``."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Expand."""
        parts = _operands(op)
        if parts is None:
            return False
        a, b, ty = parts
        build = _Builder(rewriter, op.location)
        zero = build.const(ty, 0)
        compare = build.cmp(EQ, a, zero)
        one = build.const(ty, 1)
        minus_one = build.arith("arith.subi", a, one)
        quotient = build.arith("arith.divui", minus_one, b)
        plus_one = build.arith("arith.addi", quotient, one)
        rewriter.replace_op(
            op, build.op("arith.select", [compare, zero, plus_one], ty, None)
        )
        return True


class CeilDivSIExpansion(RewritePattern):
    """``z = a / b; (z * b != a && (a < 0) == (b < 0)) ? z + 1 : z``."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Expand."""
        parts = _operands(op)
        if parts is None:
            return False
        a, b, ty = parts
        build = _Builder(rewriter, op.location)
        zero = build.const(ty, 0)
        one = build.const(ty, 1)
        quotient = build.arith("arith.divsi", a, b)
        product = build.arith("arith.muli", quotient, b)
        not_equal = build.cmp(NE, a, product)
        a_neg = build.cmp(SLT, a, zero)
        b_neg = build.cmp(SLT, b, zero)
        sign_equal = build.cmp(EQ, a_neg, b_neg)
        cond = build.arith("arith.andi", not_equal, sign_equal)
        plus_one = build.arith("arith.addi", quotient, one)
        rewriter.replace_op(
            op, build.op("arith.select", [cond, plus_one, quotient], ty, None)
        )
        return True


class FloorDivSIExpansion(RewritePattern):
    """``z = x / y; (z * y != x && (x < 0) != (y < 0)) ? z - 1 : z``."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Expand."""
        parts = _operands(op)
        if parts is None:
            return False
        a, b, ty = parts
        build = _Builder(rewriter, op.location)
        quotient = build.arith("arith.divsi", a, b)
        product = build.arith("arith.muli", quotient, b)
        not_equal = build.cmp(NE, a, product)
        zero = build.const(ty, 0)
        a_neg = build.cmp(SLT, a, zero)
        b_neg = build.cmp(SLT, b, zero)
        sign_opposite = build.cmp(NE, a_neg, b_neg)
        cond = build.arith("arith.andi", not_equal, sign_opposite)
        minus_one = build.const(ty, -1)
        less = build.arith("arith.addi", quotient, minus_one)
        rewriter.replace_op(
            op, build.op("arith.select", [cond, less, quotient], ty, None)
        )
        return True


def ceil_floor_div_expansions() -> list[Pattern]:
    """``populateCeilFloorDivExpandOpsPatterns``."""
    return [
        CeilDivSIExpansion("arith.ceildivsi", generated_ops=GENERATED),
        CeilDivUIExpansion("arith.ceildivui", generated_ops=GENERATED),
        FloorDivSIExpansion("arith.floordivsi", generated_ops=GENERATED),
    ]
