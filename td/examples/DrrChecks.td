//===-- DrrChecks.td - declarative rewrite rules, part 5 --*- tablegen -*-===//
//
// Demonstrates that a source pattern checks everything it states: constant
// attributes nested in ConstantLikeMatcher, the same symbol on two unnamed
// operands, an absent UnitAttr, a constrained optional attribute, and a 64-bit integer enum attribute.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/PatternBase.td"

def DrrC_Dialect : Dialect {
  let name = "drrc";
  let summary = "Ops rewritten by DrrChecks.td";
  let cppNamespace = "::drrc";
}

class DrrC_Op<string mnemonic, list<Trait> traits = []>
    : Op<DrrC_Dialect, mnemonic, traits>;

def ConstOp : DrrC_Op<"const", [ConstantLike]> {
  let arguments = (ins AnyAttr:$value);
  let results = (outs AnyType:$output);
}
def ChooseOp : DrrC_Op<"choose"> {
  let arguments = (ins AnyType:$cond, AnyType:$if_true, AnyType:$if_false);
  let results = (outs AnyType:$output);
}
def InvertOp : DrrC_Op<"invert"> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$output);
}
def SameOp : DrrC_Op<"same"> {
  let arguments = (ins AnyType, AnyType);
  let results = (outs AnyType:$output);
}
def FlagOp : DrrC_Op<"flag"> {
  let arguments = (ins AnyType:$input, UnitAttr:$fast);
  let results = (outs AnyType:$output);
}
def MarkedOp : DrrC_Op<"marked"> {
  let arguments = (ins AnyType:$input, UnitAttr:$fast);
  let results = (outs AnyType:$output);
}
def LimitOp : DrrC_Op<"limit"> {
  let arguments = (ins AnyType:$input, OptionalAttr<I32Attr>:$limit);
  let results = (outs AnyType:$output);
}

def Wide_Small : I64EnumAttrCase<"small", 1>;
def Wide_Huge : I64EnumAttrCase<"huge", 5000000000>;
def WideKind : I64EnumAttr<"WideKind", "a 64-bit enum",
                           [Wide_Small, Wide_Huge]> {
  let cppNamespace = "::drrc";
}
def KindOp : DrrC_Op<"kind"> {
  let arguments = (ins AnyType:$input, WideKind:$kind);
  let results = (outs AnyType:$output);
}

// Fires only on an i1 choice between the constants false and true.
def ChooseToInvert
    : Pat<(ChooseOp $c, (ConstantLikeMatcher ConstantAttr<I1Attr, "0">),
                        (ConstantLikeMatcher ConstantAttr<I1Attr, "1">)),
          (InvertOp $c)>;

// Both unnamed operands must be the same value.
def SameToInvert : Pat<(SameOp $x, $x), (InvertOp $x)>;

// The unit attribute is carried over only when present.
def FlagToMarked : Pat<(FlagOp $x, $fast), (MarkedOp $x, $fast)>;

// A 64-bit enum attribute is matched and rebuilt.
def KindToInvert : Pat<(KindOp $x, ConstantAttr<WideKind, "::drrc::WideKind::huge">),
                       (InvertOp $x)>;

// A constraint on an optional attribute needs the attribute to be present.
def LimitToInvert : Pat<(LimitOp $x, I32Attr:$limit), (InvertOp $x)>;
