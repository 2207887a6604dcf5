// Canonicalization patterns of MLIR's `arith` dialect, written for
// mlir-tblgen-py as DRR (`--gen-rewriters`).
//
// MLIR keeps its own DRR file for these in its sources (not in the installed
// headers), so this is our own rewrite of the same canonical forms: each
// pattern keeps MLIR's name (the name `--canonicalize=disable-patterns=...`
// filters by) and must rewrite exactly as `mlir-opt --canonicalize` does.
// The Python of the native helpers named below lives in
// `tblgen_py/dialects/arith/canonicalization_native.py`; the generated module
// is `tblgen_py/dialects/arith/canonicalization_drr.py` (`make generate`).

#ifndef PY_ARITH_CANONICALIZATION
#define PY_ARITH_CANONICALIZATION

include "mlir/IR/PatternBase.td"
include "mlir/Dialect/Arith/IR/ArithOps.td"

//===-- Helpers ----------------------------------------------------------===//

// A zero of the value's type (scalar or splat).
def ZeroOfType : NativeCodeCall<"zeroOfType($_builder, $0)">;
// c0 (op) c1 with wraparound, typed as the value `res`.
def FoldAdd : NativeCodeCall<"foldAddAttrs($_builder, $0, $1, $2)">;
def FoldSub : NativeCodeCall<"foldSubAttrs($_builder, $0, $1, $2)">;
def FoldMul : NativeCodeCall<"foldMulAttrs($_builder, $0, $1, $2)">;
// The overflow flags both ops allow.
def CommonOverflow : NativeCodeCall<"commonOverflowFlags($_builder, $0, $1)">;
// The predicate of the negated comparison.
def NegatedPredicate : NativeCodeCall<"negatedPredicate($_builder, $0)">;
// The attribute itself, as a typed attribute for a new constant.
def SameAttr : NativeCodeCall<"sameAttr($0)">;
// No overflow flag set.
defvar NoOverflow = ConstantEnumCase<Arith_IntegerOverflowAttr, "none">;

def AllOnesInt : Constraint<CPred<"isAllOnesInt($0)">, "all-ones integer">;
def PositiveOneInt : Constraint<CPred<"isPositiveOneInt($0)">, "integer one">;
def SameTypes : Constraint<CPred<"$0.getType() == $1.getType()">, "same type">;
def HasNoUses : Constraint<CPred<"hasNoUses($0)">, "unused">;
def EqOrNe : Constraint<CPred<"isEqualityPredicate($0)">, "eq or ne">;
def IntTypedAs : Constraint<CPred<"isIntAttrOfType($1, $0)">, "typed as">;
def StrictlyWider : Constraint<CPred<"isStrictlyWider($0, $1)">, "wider">;
def ShiftDropsExtension :
    Constraint<CPred<"shiftMatchesTruncation($0, $1, $2)">, "shift = width loss">;
def NoRoundingMode : Constraint<CPred<"isAbsent($0)">, "default rounding">;

//===-- addi -------------------------------------------------------------===//

// (x + c0) + c1 => x + (c0 + c1)
def AddIAddConstant : Pat<
  (Arith_AddIOp:$res (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $f0),
                     (ConstantLikeMatcher APIntAttr:$c1), $f1),
  (Arith_AddIOp $x, (Arith_ConstantOp (FoldAdd $res, $c0, $c1)),
                (CommonOverflow $f0, $f1))>;

// (x - c0) + c1 => x + (c1 - c0)
def AddISubConstantRHS : Pat<
  (Arith_AddIOp:$res (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $f0),
                     (ConstantLikeMatcher APIntAttr:$c1), $f1),
  (Arith_AddIOp $x, (Arith_ConstantOp (FoldSub $res, $c1, $c0)),
                (CommonOverflow $f0, $f1))>;

// (c0 - x) + c1 => (c0 + c1) - x
def AddISubConstantLHS : Pat<
  (Arith_AddIOp:$res (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $f0),
                     (ConstantLikeMatcher APIntAttr:$c1), $f1),
  (Arith_SubIOp (Arith_ConstantOp (FoldAdd $res, $c0, $c1)), $x,
                (CommonOverflow $f0, $f1))>;

// x + y * -1 => x - y
def AddIMulNegativeOneRhs : Pat<
  (Arith_AddIOp $x, (Arith_MulIOp $y, (ConstantLikeMatcher AnyAttr:$m), $f0), $f1),
  (Arith_SubIOp $x, $y, NoOverflow),
  [(AllOnesInt $m)]>;

// x * -1 + y => y - x
def AddIMulNegativeOneLhs : Pat<
  (Arith_AddIOp (Arith_MulIOp $x, (ConstantLikeMatcher AnyAttr:$m), $f0), $y, $f1),
  (Arith_SubIOp $y, $x, NoOverflow),
  [(AllOnesInt $m)]>;

//===-- addui_extended, mulsi_extended, mului_extended --------------------===//

// An unused overflow/high result: the plain op, and any value for the rest.
def AddUIExtendedToAddI : Pattern<(Arith_AddUIExtendedOp:$res $x, $y),
  [(Arith_AddIOp $x, $y, NoOverflow), (replaceWithValue $x)],
  [(HasNoUses $res__1)]>;

def MulSIExtendedToMulI : Pattern<(Arith_MulSIExtendedOp:$res $x, $y),
  [(Arith_MulIOp $x, $y, NoOverflow), (replaceWithValue $x)],
  [(HasNoUses $res__1)]>;

// x * 1 (signed, extended): low = x, high = the sign of x spread out.
def MulSIExtendedRHSOne : Pattern<
  (Arith_MulSIExtendedOp $x, (ConstantLikeMatcher AnyAttr:$one)),
  [(replaceWithValue $x),
   (Arith_ExtSIOp (Arith_CmpIOp ConstantEnumCase<Arith_CmpIPredicateAttr, "slt">,
                                $x, (Arith_ConstantOp (ZeroOfType $x))))],
  [(PositiveOneInt $one)]>;

def MulUIExtendedToMulI : Pattern<(Arith_MulUIExtendedOp:$res $x, $y),
  [(Arith_MulIOp $x, $y, NoOverflow), (replaceWithValue $x)],
  [(HasNoUses $res__1)]>;

//===-- subi -------------------------------------------------------------===//

// (x + c0) - c1 => x + (c0 - c1)
def SubIRHSAddConstant : Pat<
  (Arith_SubIOp:$res (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $f0),
                     (ConstantLikeMatcher APIntAttr:$c1), $f1),
  (Arith_AddIOp $x, (Arith_ConstantOp (FoldSub $res, $c0, $c1)), NoOverflow)>;

// c1 - (x + c0) => (c1 - c0) - x
def SubILHSAddConstant : Pat<
  (Arith_SubIOp:$res (ConstantLikeMatcher APIntAttr:$c1),
                     (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $f0), $f1),
  (Arith_SubIOp (Arith_ConstantOp (FoldSub $res, $c1, $c0)), $x,
                (CommonOverflow $f0, $f1))>;

// (x - c0) - c1 => x - (c0 + c1)
def SubIRHSSubConstantRHS : Pat<
  (Arith_SubIOp:$res (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $f0),
                     (ConstantLikeMatcher APIntAttr:$c1), $f1),
  (Arith_SubIOp $x, (Arith_ConstantOp (FoldAdd $res, $c0, $c1)),
                (CommonOverflow $f0, $f1))>;

// (c0 - x) - c1 => (c0 - c1) - x
def SubIRHSSubConstantLHS : Pat<
  (Arith_SubIOp:$res (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $f0),
                     (ConstantLikeMatcher APIntAttr:$c1), $f1),
  (Arith_SubIOp (Arith_ConstantOp (FoldSub $res, $c0, $c1)), $x,
                (CommonOverflow $f0, $f1))>;

// c1 - (x - c0) => (c0 + c1) - x
def SubILHSSubConstantRHS : Pat<
  (Arith_SubIOp:$res (ConstantLikeMatcher APIntAttr:$c1),
                     (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $f0), $f1),
  (Arith_SubIOp (Arith_ConstantOp (FoldAdd $res, $c0, $c1)), $x,
                (CommonOverflow $f0, $f1))>;

// c1 - (c0 - x) => x + (c1 - c0)
def SubILHSSubConstantLHS : Pat<
  (Arith_SubIOp:$res (ConstantLikeMatcher APIntAttr:$c1),
                     (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $f0), $f1),
  (Arith_AddIOp $x, (Arith_ConstantOp (FoldSub $res, $c1, $c0)),
                (CommonOverflow $f0, $f1))>;

// (a - b) - a => 0 - b
def SubISubILHSRHSLHS : Pat<
  (Arith_SubIOp:$res (Arith_SubIOp $a, $b, $f0), $a, $f1),
  (Arith_SubIOp (Arith_ConstantOp (ZeroOfType $b)), $b, (CommonOverflow $f0, $f1))>;

//===-- muli -------------------------------------------------------------===//

// (x * c0) * c1 => x * (c0 * c1), when both constants have the result's type
def MulIMulIConstant : Pat<
  (Arith_MulIOp:$res (Arith_MulIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $f0),
                     (ConstantLikeMatcher APIntAttr:$c1), $f1),
  (Arith_MulIOp $x, (Arith_ConstantOp (FoldMul $res, $c0, $c1)),
                (CommonOverflow $f0, $f1)),
  [(IntTypedAs $res, $c0), (IntTypedAs $res, $c1)]>;

//===-- xori, andi, ori --------------------------------------------------===//

// cmpi(p, a, b) xor true => cmpi(!p, a, b)
def XOrINotCmpI : Pat<
  (Arith_XOrIOp (Arith_CmpIOp $pred, $a, $b),
                (ConstantLikeMatcher ConstantAttr<I1Attr, "1">)),
  (Arith_CmpIOp (NegatedPredicate $pred), $a, $b)>;

// ext(x) op ext(y) => ext(x op y), for x and y of one type
multiclass BitwiseOfExt<Op bitwise> {
  def OfExtUI : Pat<(bitwise (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)),
                    (Arith_ExtUIOp (bitwise $x, $y)), [(SameTypes $x, $y)]>;
  def OfExtSI : Pat<(bitwise (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)),
                    (Arith_ExtSIOp (bitwise $x, $y)), [(SameTypes $x, $y)]>;
}
defm XOrI : BitwiseOfExt<Arith_XOrIOp>;
defm And : BitwiseOfExt<Arith_AndIOp>;
defm Or : BitwiseOfExt<Arith_OrIOp>;

//===-- cmpi -------------------------------------------------------------===//

// eq/ne of two values extended alike compares the values
def CmpIExtSI : Pat<(Arith_CmpIOp $pred, (Arith_ExtSIOp $a), (Arith_ExtSIOp $b)),
                    (Arith_CmpIOp $pred, $a, $b),
                    [(SameTypes $a, $b), (EqOrNe $pred)]>;
def CmpIExtUI : Pat<(Arith_CmpIOp $pred, (Arith_ExtUIOp $a), (Arith_ExtUIOp $b)),
                    (Arith_CmpIOp $pred, $a, $b),
                    [(SameTypes $a, $b), (EqOrNe $pred)]>;

//===-- select -----------------------------------------------------------===//

// select(c xor -1, a, b) => select(c, b, a)
def SelectNotCond : Pat<
  (SelectOp (Arith_XOrIOp $c, (ConstantLikeMatcher APIntAttr:$m)), $a, $b),
  (SelectOp $c, $b, $a),
  [(AllOnesInt $m)]>;

// select(c, select(c, a, b), d) => select(c, a, d)
def RedundantSelectTrue : Pat<(SelectOp $c, (SelectOp $c, $a, $b), $d),
                              (SelectOp $c, $a, $d)>;

// select(c, a, select(c, b, d)) => select(c, a, d)
def RedundantSelectFalse : Pat<(SelectOp $c, $a, (SelectOp $c, $b, $d)),
                               (SelectOp $c, $a, $d)>;

// select(c, false, true) => c xor true
def SelectI1ToNot : Pat<
  (SelectOp $c, (ConstantLikeMatcher ConstantAttr<I1Attr, "0">),
                (ConstantLikeMatcher ConstantAttr<I1Attr, "1">)),
  (Arith_XOrIOp $c, (Arith_ConstantOp ConstantAttr<I1Attr, "1">))>;

//===-- casts ------------------------------------------------------------===//

// A round trip through index_cast(ui) is the value itself.
def IndexCastOfIndexCast : Pat<(Arith_IndexCastOp:$res (Arith_IndexCastOp $x)),
                               (replaceWithValue $x), [(SameTypes $res, $x)]>;
def IndexCastOfExtSI : Pat<(Arith_IndexCastOp (Arith_ExtSIOp $x)),
                           (Arith_IndexCastOp $x)>;
def IndexCastUIOfIndexCastUI : Pat<
  (Arith_IndexCastUIOp:$res (Arith_IndexCastUIOp $x)),
  (replaceWithValue $x), [(SameTypes $res, $x)]>;
def IndexCastUIOfExtUI : Pat<(Arith_IndexCastUIOp (Arith_ExtUIOp $x)),
                             (Arith_IndexCastUIOp $x)>;

def BitcastOfBitcast : Pat<(Arith_BitcastOp (Arith_BitcastOp $x)),
                           (Arith_BitcastOp $x)>;

// A sign extension of a zero extension is one zero extension.
def ExtSIOfExtUI : Pat<(Arith_ExtSIOp (Arith_ExtUIOp $x)), (Arith_ExtUIOp $x)>;

// Truncating only the bits an extension added leaves a narrower extension.
def TruncIExtSIToExtSI : Pat<(Arith_TruncIOp:$tr (Arith_ExtSIOp:$ext $x), $f),
                             (Arith_ExtSIOp $x),
                             [(StrictlyWider $ext, $tr), (StrictlyWider $tr, $x)]>;
def TruncIExtUIToExtUI : Pat<(Arith_TruncIOp:$tr (Arith_ExtUIOp:$ext $x), $f),
                             (Arith_ExtUIOp $x),
                             [(StrictlyWider $ext, $tr), (StrictlyWider $tr, $x)]>;

// A signed shift whose sign bits are all truncated away may be unsigned.
def TruncIShrSIToTrunciShrUI : Pat<
  (Arith_TruncIOp:$tr (Arith_ShRSIOp $x, (ConstantLikeMatcher TypedAttrInterface:$c),
                                     $exact), $f),
  (Arith_TruncIOp (Arith_ShRUIOp $x, (Arith_ConstantOp (SameAttr $c)), $exact), $f),
  [(ShiftDropsExtension $x, $tr, $c)]>;

// truncf of an int-to-float conversion converts directly (default rounding).
def TruncFSIToFPToSIToFP : Pat<(Arith_TruncFOp (Arith_SIToFPOp $x), $rm, $fm),
                               (Arith_SIToFPOp $x), [(NoRoundingMode $rm)]>;
def TruncFUIToFPToUIToFP : Pat<(Arith_TruncFOp (Arith_UIToFPOp $x), $rm, $fm),
                               (Arith_UIToFPOp $x), [(NoRoundingMode $rm)]>;

//===-- mulf, divf -------------------------------------------------------===//

// (-x) * (-y) => x * y and (-x) / (-y) => x / y, keeping the outer flags
def MulFOfNegF : Pat<(Arith_MulFOp (Arith_NegFOp $x, $_), (Arith_NegFOp $y, $_), $fm),
                     (Arith_MulFOp $x, $y, $fm), [(SameTypes $x, $y)]>;
def DivFOfNegF : Pat<(Arith_DivFOp (Arith_NegFOp $x, $_), (Arith_NegFOp $y, $_), $fm),
                     (Arith_DivFOp $x, $y, $fm), [(SameTypes $x, $y)]>;

#endif // PY_ARITH_CANONICALIZATION
