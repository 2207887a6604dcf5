"""Canonicalization patterns of ``arith`` (``hasCanonicalizer`` ops).

Each op gets its patterns in MLIR's order (the applicator keeps that order
among patterns of equal benefit): the DRR ones come from our
``td/dialects/arith/ArithCanonicalization.td`` (generated into
``canonicalization_drr``), the C++ ones are ported here: ``SelectToExtUI``
and ``CmpFIntToFPConst`` (``cmpf_int_const``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tblgen_py.dialects.arith import canonicalization_drr as drr
from tblgen_py.dialects.arith.cmpf_int_const import CmpFIntToFPConst
from tblgen_py.dialects.fold_support import splat_int
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    Pattern,
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
    constant_value,
)

__all__ = ["PATTERNS", "SelectToExtUI"]


class SelectToExtUI(RewritePattern):
    """``select c, 1, 0`` => ``extui c``; ``select c, 0, 1`` => ``extui (c xor 1)``
    (integer results wider than ``i1``)."""

    def __init__(self) -> None:
        super().__init__("arith.select", debug_name="SelectToExtUI")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        ty = op.results[0].type
        if not isinstance(ty, IntegerType) or ty.width == 1:
            return False
        cond, true_value, false_value = op.operands
        true_int = splat_int(constant_value(true_value))
        false_int = splat_int(constant_value(false_value))
        if (true_int, false_int) == (1, 0):
            rewriter.replace_op_with_new_op(op, "arith.extui", [cond], [ty])
            return True
        if (true_int, false_int) != (0, 1):
            return False
        one = rewriter.create(
            "arith.constant",
            [],
            [cond.type],
            {"value": IntegerAttr.get(cond.type, 1)},  # type: ignore[arg-type]
            location=op.location,
        )
        flipped = rewriter.create(
            "arith.xori",
            [cond, one.results[0]],
            [cond.type],
            None,
            location=op.location,
        )
        rewriter.replace_op_with_new_op(op, "arith.extui", [flipped.results[0]], [ty])
        return True


Factory = Callable[[], Pattern]

PATTERNS: dict[str, Sequence[Factory]] = {
    "arith.addi": (
        drr.AddIAddConstant,
        drr.AddISubConstantRHS,
        drr.AddISubConstantLHS,
        drr.AddIMulNegativeOneRhs,
        drr.AddIMulNegativeOneLhs,
    ),
    "arith.addui_extended": (drr.AddUIExtendedToAddI,),
    "arith.subi": (
        drr.SubIRHSAddConstant,
        drr.SubILHSAddConstant,
        drr.SubIRHSSubConstantRHS,
        drr.SubIRHSSubConstantLHS,
        drr.SubILHSSubConstantRHS,
        drr.SubILHSSubConstantLHS,
        drr.SubISubILHSRHSLHS,
    ),
    "arith.muli": (drr.MulIMulIConstant,),
    "arith.mulsi_extended": (drr.MulSIExtendedToMulI, drr.MulSIExtendedRHSOne),
    "arith.mului_extended": (drr.MulUIExtendedToMulI,),
    "arith.xori": (drr.XOrINotCmpI, drr.XOrIOfExtUI, drr.XOrIOfExtSI),
    "arith.mulf": (drr.MulFOfNegF,),
    "arith.divf": (drr.DivFOfNegF,),
    "arith.extsi": (drr.ExtSIOfExtUI,),
    "arith.trunci": (
        drr.TruncIExtSIToExtSI,
        drr.TruncIExtUIToExtUI,
        drr.TruncIShrSIToTrunciShrUI,
    ),
    "arith.truncf": (drr.TruncFSIToFPToSIToFP, drr.TruncFUIToFPToUIToFP),
    "arith.andi": (drr.AndOfExtUI, drr.AndOfExtSI),
    "arith.ori": (drr.OrOfExtUI, drr.OrOfExtSI),
    "arith.index_cast": (drr.IndexCastOfIndexCast, drr.IndexCastOfExtSI),
    "arith.index_castui": (drr.IndexCastUIOfIndexCastUI, drr.IndexCastUIOfExtUI),
    "arith.bitcast": (drr.BitcastOfBitcast,),
    "arith.cmpi": (drr.CmpIExtSI, drr.CmpIExtUI),
    "arith.cmpf": (CmpFIntToFPConst,),
    "arith.select": (
        drr.RedundantSelectFalse,
        drr.RedundantSelectTrue,
        drr.SelectNotCond,
        drr.SelectI1ToNot,
        SelectToExtUI,
    ),
}
"""Each op's canonicalization patterns, in the order MLIR adds them."""


def _populate(factories: Sequence[Factory]) -> Callable[[object, object], None]:
    def populate(patterns: object, context: object) -> None:
        assert isinstance(patterns, RewritePatternSet)
        patterns.add(*(factory() for factory in factories))

    return populate


for _name, _factories in PATTERNS.items():
    implement_op(_name, "canonicalization_patterns")(_populate(_factories))
