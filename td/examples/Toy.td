//===-- Toy.td - a minimal dialect to read first ----------*- tablegen -*-===//
//
// Demonstrates: a Dialect, ops with operands/results/attributes, traits
// (Pure, Commutative, SameOperandsAndResultType, Terminator, HasParent),
// a declarative assembly format, a custom builder, a verifier, a
// variadic operand and a DRR rewrite pattern (what `make demo` applies).
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/IR/PatternBase.td"

def Toy_Dialect : Dialect {
  let name = "toy";
  let summary = "A tiny tensor language";
  let cppNamespace = "::toy";
}

// Every toy op is named "toy.<mnemonic>".
class Toy_Op<string mnemonic, list<Trait> traits = []>
    : Op<Toy_Dialect, mnemonic, traits>;

def Toy_ConstantOp : Toy_Op<"constant", [Pure, ConstantLike]> {
  let summary = "a constant tensor";
  let arguments = (ins F64ElementsAttr:$value);
  let results = (outs F64Tensor:$result);
  let assemblyFormat = "$value attr-dict `:` type($result)";
  let builders = [
    OpBuilder<(ins "double":$value)>
  ];
  let hasFolder = 1;
}

def Toy_AddOp : Toy_Op<"add", [Pure, Commutative, SameOperandsAndResultType]> {
  let summary = "element-wise addition";
  let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
  let results = (outs F64Tensor:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

def Toy_MulOp : Toy_Op<"mul", [Pure, Commutative, SameOperandsAndResultType]> {
  let summary = "element-wise multiplication";
  let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
  let results = (outs F64Tensor:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

def Toy_TransposeOp : Toy_Op<"transpose", [Pure]> {
  let summary = "swap the two dimensions of a matrix";
  let arguments = (ins F64Tensor:$input);
  let results = (outs F64Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Toy_PrintOp : Toy_Op<"print"> {
  let summary = "print a tensor";
  let arguments = (ins F64Tensor:$input);
  let assemblyFormat = "$input attr-dict `:` type($input)";
}

def Toy_ReturnOp : Toy_Op<"return", [Pure, Terminator]> {
  let summary = "return values from the enclosing region";
  let arguments = (ins Variadic<F64Tensor>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}

// Transposing a tensor twice gives it back: transpose(transpose(x)) -> x.
def TransposeTwice : Pat<(Toy_TransposeOp (Toy_TransposeOp $x)),
                         (replaceWithValue $x)>;
