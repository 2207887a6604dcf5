// A small dialect of our own for the PDLL corpus: ops with single, optional and
// variadic operands and results, attributes, and one that infers its results.
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def Corpus_Dialect : Dialect {
  let name = "corpus";
  let cppNamespace = "::corpus";
}

class Corpus_Op<string mnemonic, list<Trait> traits = []>
    : Op<Corpus_Dialect, mnemonic, traits>;

def Corpus_OneOp : Corpus_Op<"one"> {
  let arguments = (ins AnyType:$input, OptionalAttr<I32Attr>:$count);
  let results = (outs AnyType:$output);
}

def Corpus_TwoOp : Corpus_Op<"two"> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$first, AnyType:$second);
}

def Corpus_VariadicOp : Corpus_Op<"variadic"> {
  let arguments = (ins Variadic<AnyType>:$inputs, Optional<AnyType>:$extra);
  let results = (outs Variadic<AnyType>:$outputs);
}

def Corpus_SinkOp : Corpus_Op<"sink"> {
  let arguments = (ins AnyType:$input);
}

def Corpus_SameOp : Corpus_Op<"same", [SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$result);
}

def Corpus_InferOp : Corpus_Op<"infer", [DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$result);
}

def Corpus_MixedOp : Corpus_Op<"mixed"> {
  let arguments = (ins Variadic<AnyType>:$a, Variadic<AnyType>:$b);
  let results = (outs AnyType:$single, Variadic<AnyType>:$many);
}

def Corpus_IsPositive : AttrConstraint<CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getInt() > 0">, "positive">;
