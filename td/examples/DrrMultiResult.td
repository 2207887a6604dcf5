//===-- DrrMultiResult.td - declarative rewrite rules, 3 --*- tablegen -*-===//
//
// Demonstrates multi-result ops and the directives around op creation:
// `$name__N` to use result N of a bound op, replacing every result of a
// multi-result op, auxiliary result patterns, `returnType` (from a value,
// a C++ string, or a NativeCodeCall), and `location` (one bound op, a
// fused location, or a named location).
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"

def DrrM_Dialect : Dialect {
  let name = "drrm";
  let summary = "Ops rewritten by DrrMultiResult.td";
  let cppNamespace = "::drrm";
}

class DrrM_Op<string mnemonic, list<Trait> traits = []>
    : Op<DrrM_Dialect, mnemonic, traits>;

def ThreeResultOp : DrrM_Op<"three_result"> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyTensor:$output1, AnyTensor:$output2,
                      AnyTensor:$output3);
}
def TwoResultOp : DrrM_Op<"two_result"> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyTensor:$output1, AnyTensor:$output2);
}
def OneResultOp : DrrM_Op<"one_result"> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyTensor:$output);
}
def CombineOp : DrrM_Op<"combine"> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$output);
}
def AllocOp : DrrM_Op<"alloc"> {
  let arguments = (ins AnyType:$shape);
  let results = (outs AnyMemRef:$memref);
}
def ShapeOfOp : DrrM_Op<"shape_of"> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$shape);
}
def StoreOp : DrrM_Op<"store"> {
  let arguments = (ins AnyMemRef:$memref, AnyType:$value);
}
def LoadOp : DrrM_Op<"load"> {
  let arguments = (ins AnyMemRef:$memref);
  let results = (outs AnyType:$value);
}
def LocSrc1Op : DrrM_Op<"loc_src1"> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$output);
}
def LocSrc2Op : DrrM_Op<"loc_src2"> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$output);
}
def LocDst1Op : DrrM_Op<"loc_dst1"> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$output);
}
def LocDst2Op : DrrM_Op<"loc_dst2"> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$output);
}
def HeadTailOp : DrrM_Op<"head_tail"> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$head, Variadic<AnyType>:$tail);
}
def HeadTail2Op : DrrM_Op<"head_tail2"> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$head, Variadic<AnyType>:$tail);
}
def VarSrcOp : DrrM_Op<"var_src"> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$output);
}

// Reference results of a bound multi-result op by index.
def UseSomeResults : Pattern<(CombineOp (ThreeResultOp:$results $x), $y),
                             [(CombineOp $results__0, $results__2)]>;

// Replace each of three results with an op of its own.
def ReplaceEach : Pattern<(ThreeResultOp $x),
                          [(OneResultOp $x), (OneResultOp $x),
                           (OneResultOp $x)]>;

// Two results from one new op, the third from another.
def ReplaceTwoThenOne : Pattern<(ThreeResultOp $x),
                                [(TwoResultOp $x), (OneResultOp $x)]>;

// Results reordered: the TwoResultOp's results come from a new
// ThreeResultOp's last and first results.
def ReorderResults : Pattern<(TwoResultOp $x),
                             [(ThreeResultOp:$results__2 $x),
                              (replaceWithValue $results__0)]>;

// Auxiliary ops: only the last result pattern replaces the root.
def SpillThroughMemory : Pattern<(CombineOp $lhs, $rhs),
  [(StoreOp (AllocOp:$mem (ShapeOfOp $lhs)), (CombineOp $lhs, $rhs)),
   (LoadOp $mem)]>;

// Explicit result types for ops built inside the result pattern.
def TypeOf : NativeCodeCall<"typeOf($0)">;
def ExplicitTypes : Pat<(CombineOp $a, $b),
  (CombineOp (OneResultOp $a, (returnType $a)),
             (TwoResultOp:$pair__1 $b,
               (returnType (TypeOf $b), "$_builder.getI64Type()")))>;

// Locations of created ops.
def SetLocations : Pat<(LocSrc1Op:$src1 (LocSrc2Op:$src2 $x)),
  (LocDst1Op (LocDst2Op $x, (location $src2)), (location "outer"))>;
def FuseLocations : Pat<(LocSrc1Op:$src1 (LocSrc2Op:$src2 $x)),
  (LocDst1Op $x, (location $src1, $src2))>;
// A string among the symbols is the fused location's metadata.
def FuseLocationsTagged : Pat<(LocSrc1Op:$src1 (LocSrc2Op:$src2 $x)),
  (LocDst1Op $x, (location "tag", $src1, $src2))>;

// A nested op with a variadic result group: its single result is one value.
def NestedHeadOfVariadic : Pat<(VarSrcOp $x),
  (CombineOp (HeadTailOp:$ht__0 $x, (returnType $x, $x, $x)), $x)>;
// A variadic-result root: the created op takes the root's result groups' types.
def VariadicRootTypes : Pat<(HeadTailOp $x), (HeadTail2Op $x)>;
