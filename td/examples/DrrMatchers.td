//===-- DrrMatchers.td - declarative rewrite rules, part 4 *- tablegen -*-===//
//
// Demonstrates matching helpers: `either` (operands in any order),
// `variadic` (a variadic operand of a fixed length, with bound and nested
// sub-operands), and the additional-constraint list: type constraints on
// bound values, Constraint defs on one value (HasNoUseOf, a custom one)
// and on several values ($0, $1).
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"

def DrrX_Dialect : Dialect {
  let name = "drrx";
  let summary = "Ops rewritten by DrrMatchers.td";
  let cppNamespace = "::drrx";
}

class DrrX_Op<string mnemonic, list<Trait> traits = []>
    : Op<DrrX_Dialect, mnemonic, traits>;

def TwoArgOp : DrrX_Op<"two_arg"> {
  let arguments = (ins AnyType:$first, AnyType:$second);
  let results = (outs AnyType:$output);
}
def AnOp : DrrX_Op<"an_op"> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$output);
}
def ConcatenateOp : DrrX_Op<"concatenate"> {
  let arguments = (ins Variadic<AnyTensor>:$inputs, I32Attr:$axis);
  let results = (outs AnyTensor:$output);
}
def VStackOp : DrrX_Op<"vstack"> {
  let arguments = (ins Variadic<AnyTensor>:$inputs);
  let results = (outs AnyTensor:$output);
}
def OtherOp : DrrX_Op<"other"> {
  let arguments = (ins AnyType:$a, AnyType:$b, AnyType:$c);
  let results = (outs AnyType:$output);
}
def SplitOp : DrrX_Op<"split"> {
  let arguments = (ins AnyTensor:$input);
  let results = (outs AnyTensor:$first, AnyTensor:$second);
}

// Accepts (two_arg %x, (an_op %y)) and (two_arg (an_op %y), %x).
def EitherOrder : Pat<(TwoArgOp (either $firstArg, (AnOp $secondArg))),
                      (TwoArgOp $firstArg, $secondArg)>;

// Exactly two inputs, concatenated along axis 0, become a vstack.
def ConcatToVStack : Pat<(ConcatenateOp (variadic:$inputs $input0, $input1),
                                        ConstantAttr<I32Attr, "0">),
                         (VStackOp $inputs)>;

// Variadic sub-operands can be matched ops themselves.
def ConcatOfOps : Pat<(ConcatenateOp (variadic (AnOp $a), (TwoArgOp $b, $c)),
                                     $axis),
                      (OtherOp $a, $b, $c)>;

// Extra constraints over the bound values.
def IsI32Tensor : Constraint<CPred<
    "::llvm::cast<::mlir::ShapedType>($_self.getType()).getElementType()"
    ".isInteger(32)">, "value of i32 tensor type">;
def HasSameElementType : Constraint<CPred<
    "::llvm::cast<::mlir::ShapedType>($0.getType()).getElementType() == "
    "::llvm::cast<::mlir::ShapedType>($1.getType()).getElementType()">,
    "has same element type">;
def DropUnusedHalf : Pattern<(SplitOp:$results $input),
                             [(AnOp $input), (AnOp $input)],
                             [(F32Tensor $results__0), (HasNoUseOf:$results__1),
                              (HasSameElementType $results__0, $input)]>;
def OnlyI32 : Pat<(AnOp $x), (TwoArgOp $x, $x), [(IsI32Tensor $x)]>;
