// DRR constructs beyond td/examples/Drr*.td: default-valued and optional
// attributes, attribute-sized operand segments, variadic result groups,
// integer enum cases, and a named fused location.

include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
include "mlir/IR/EnumAttr.td"

def X_Dialect : Dialect { let name = "x"; }
class X_Op<string mnemonic, list<Trait> traits = []>
    : Op<X_Dialect, mnemonic, traits>;

def X_Kind : I32EnumAttr<"Kind", "a kind", [
  I32EnumAttrCase<"slow", 0>, I32EnumAttrCase<"fast", 1>]> {
  let cppNamespace = "::x";
}
def KindFast : I32EnumAttrCase<"fast", 1>;
def KindSlow : I32EnumAttrCase<"slow", 0>;

def DefaultsOp : X_Op<"defaults"> {
  let arguments = (ins AnyType:$input, DefaultValuedAttr<I64Attr, "4">:$width,
                       OptionalAttr<StrAttr>:$label);
  let results = (outs AnyType:$output);
}
def SegmentsOp : X_Op<"segments", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<AnyType>:$lhs, Variadic<AnyType>:$rhs);
  let results = (outs AnyType:$output);
}
def SplitOp : X_Op<"split"> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$head, Variadic<AnyType>:$tail);
}
def KindOp : X_Op<"kind"> {
  let arguments = (ins AnyType:$input, X_Kind:$kind);
  let results = (outs AnyType:$output);
}

// Checks that a missing default-valued attribute matches as its default and
// that the created op gets the default filled in.
def FillDefault : Pat<(DefaultsOp $x, ConstantAttr<I64Attr, "4">, $label),
                      (DefaultsOp $x)>;

// Checks operand segment sizes when building an AttrSizedOperandSegments op.
def BuildSegments : Pat<(DefaultsOp $x, $w, $l),
                        (SegmentsOp (variadic $x, $x), (variadic $x),
                                    (location "segments", $x))>;

// Checks `__N` on an op whose results include a variadic group.
def UseTail : Pat<(KindOp (SplitOp:$parts $x), $k), (SegmentsOp $parts__1, $x)>;

// Checks integer enum cases in source and result patterns.
def FlipKind : Pat<(KindOp $x, KindFast), (KindOp $x, KindSlow)>;
