//===-- DrrNative.td - declarative rewrite rules, part 2 --*- tablegen -*-===//
//
// Demonstrates NativeCodeCall: transforming arguments in result patterns,
// building a whole op in C++, the placeholders $_builder, $_loc, $_self,
// $N and $N..., binding values computed in a source pattern, returning
// several values (numReturns and $name__N), NativeCodeCallVoid in
// supplemental patterns, and ConstantLikeMatcher.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"

def DrrN_Dialect : Dialect {
  let name = "drrn";
  let summary = "Ops rewritten by DrrNative.td";
  let cppNamespace = "::drrn";
}

class DrrN_Op<string mnemonic, list<Trait> traits = []>
    : Op<DrrN_Dialect, mnemonic, traits>;

def TwoAttrOp : DrrN_Op<"two_attr"> {
  let arguments = (ins AnyAttr:$op_attr1, AnyAttr:$op_attr2);
  let results = (outs AnyType:$op_output);
}
def OneAttrOp : DrrN_Op<"one_attr"> {
  let arguments = (ins ArrayAttr:$op_attr);
  let results = (outs AnyType:$op_output);
}
def SumOp : DrrN_Op<"sum"> {
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs AnyType:$output);
}
def PairOp : DrrN_Op<"pair"> {
  let arguments = (ins AnyType:$first, AnyType:$second);
  let results = (outs AnyType:$output);
}
def ConstOp : DrrN_Op<"const", [ConstantLike]> {
  let arguments = (ins AnyAttr:$value);
  let results = (outs AnyType:$output);
}
def UseOp : DrrN_Op<"use"> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$output);
}
def MarkOp : DrrN_Op<"mark"> {
  let arguments = (ins AnyType:$input, OptionalAttr<StrAttr>:$tag);
  let results = (outs AnyType:$output);
}

// $_builder and positional placeholders.
def CreateArrayAttr : NativeCodeCall<"createArrayAttr($_builder, $0, $1)">;
def GroupAttrs : Pat<(TwoAttrOp $attr1, $attr2),
                     (OneAttrOp (CreateArrayAttr $attr1, $attr2))>;

// Placeholders out of order, and a range $1... of all remaining arguments.
def Reorder : NativeCodeCall<"reorder($1, $0)">;
def SumRest : NativeCodeCall<"sumRest($_builder, $_loc, $1...)">;
def ReorderPair : Pat<(PairOp $a, $b), (PairOp $a, (Reorder $a, $b))>;
def SumAll : Pat<(SumOp (variadic $a, $b, $c)), (SumRest $a, $b, $c)>;

// Build the replacement entirely in C++.
def CreateMyOp : NativeCodeCall<"createMyOp($_builder, $_loc, $0, $1)">;
def BuildInCpp : Pat<(TwoAttrOp:$op $attr1, $attr2),
                     (CreateMyOp $attr1, $attr2)>;

// In a source pattern, $_self is the defining op; $0 binds an output.
def ExtractValue : NativeCodeCall<"extractValue($_self, &$0)">;
def MatchInCpp : Pat<(UseOp (ExtractValue I32Attr:$val)),
                     (TwoAttrOp $val, $val)>;

// Match any constant-like op and bind its value.
def FoldConstUse : Pat<(UseOp (ConstantLikeMatcher F32Attr:$value)),
                       (ConstOp $value)>;

// Two returned values, read back as $res__0 and $res__1.
def SplitPair : NativeCodeCall<"splitPair($_builder, $_loc, $0)", 2>;
def UseSplit : Pattern<(UseOp $input),
                       [(SplitPair:$res $input),
                        (PairOp $res__0, $res__1)]>;

// Statements with no result, run after the replacement is built.
def GetOwner : NativeCodeCall<"$0.getOwner()">;
def CopyTag : NativeCodeCallVoid<
  "$1->setAttr($_builder.getStringAttr(\"tag\"), $0->getAttr(\"tag\"))">;
def KeepTag : Pattern<(MarkOp:$src $input, $tag),
                      [(UseOp:$dest $input)],
                      [],
                      [(CopyTag (GetOwner $src), (GetOwner $dest))]>;
