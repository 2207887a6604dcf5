//===-- Operands.td - operand and result declarations -----*- tablegen -*-===//
//
// Demonstrates: the type-constraint library (integers of each signedness,
// floats, index, shaped containers, tuples, complex, AnyTypeOf,
// ConfinedType, TypeAlias), Variadic / Optional / VariadicOfVariadic
// operands and results, the traits that split several variable-length
// groups (SameVariadicOperandSize, AttrSizedOperandSegments,
// SameVariadicResultSize, AttrSizedResultSegments), and Arg/Res with a
// description and memory-effect decorators.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Opnd_Dialect : Dialect {
  let name = "opnd";
  let summary = "Operand and result declarations";
  let cppNamespace = "::opnd";
}

class Opnd_Op<string mnemonic, list<Trait> traits = []>
    : Op<Opnd_Dialect, mnemonic, traits>;

// A user-defined constraint built from the library ones.
def Opnd_SmallInt : AnyTypeOf<[I8, I16, SI8, UI8], "small integer">;
def Opnd_Scalar : TypeAlias<AnySignlessIntegerOrIndex, "scalar">;
def Opnd_StaticF32Tensor
    : ConfinedType<TensorOf<[F32]>, [HasStaticShapePred],
                   "statically shaped tensor of f32">;

def Opnd_ScalarsOp : Opnd_Op<"scalars"> {
  let summary = "one operand per scalar constraint";
  let arguments = (ins I1:$flag, I32:$i32, SI64:$si64, UI16:$ui16,
                       AnyI32:$anyi32, Index:$index, F16:$f16, BF16:$bf16,
                       F64:$f64, AnyInteger:$int, AnyFloat:$float,
                       Opnd_SmallInt:$small, Opnd_Scalar:$scalar,
                       NoneType:$none, Complex<F32>:$complex,
                       AnyType:$any);
}

def Opnd_ContainersOp : Opnd_Op<"containers"> {
  let summary = "one operand per container constraint";
  let arguments = (ins AnyTensor:$tensor, TensorOf<[I32, F32]>:$mixed,
                       RankedTensorOf<[Index]>:$ranked,
                       AnyUnrankedTensor:$unranked, 2DTensorOf<[F64]>:$matrix,
                       Opnd_StaticF32Tensor:$static,
                       MemRefOf<[F32]>:$memref, AnyStridedMemRef:$strided,
                       VectorOfRankAndType<[1, 2], [F32]>:$vector,
                       VectorOfLengthAndType<[4], [I8]>:$vec4,
                       AnyVectorOfAnyRank:$anyvec, TupleOf<[I32, F32]>:$tuple,
                       AnyShaped:$shaped, TensorOrMemRef<[I1]>:$tm);
  let results = (outs FloatLike:$float_like, BoolLike:$bool_like);
}

def Opnd_OneVariadicOp : Opnd_Op<"one_variadic"> {
  let summary = "a single variadic operand and result need no trait";
  let arguments = (ins I32:$first, Variadic<AnyInteger>:$rest);
  let results = (outs Variadic<AnyType>:$outs);
}

def Opnd_OptionalOp : Opnd_Op<"optional"> {
  let summary = "an optional operand and an optional result";
  let arguments = (ins Optional<F32>:$maybe, F32:$value);
  let results = (outs Optional<I1>:$status);
}

def Opnd_SameSizeOp : Opnd_Op<"same_size",
    [SameVariadicOperandSize, SameVariadicResultSize]> {
  let summary = "several variadic groups that all have the same length";
  let arguments = (ins Variadic<I32>:$a, I64:$pivot, Variadic<F32>:$b);
  let results = (outs Variadic<I32>:$x, Variadic<F32>:$y);
}

def Opnd_SegmentsOp : Opnd_Op<"segments",
    [AttrSizedOperandSegments, AttrSizedResultSegments]> {
  let summary = "group lengths stored in operandSegmentSizes attributes";
  let arguments = (ins Variadic<Index>:$lower, Optional<Index>:$step,
                       Variadic<Index>:$upper);
  let results = (outs Variadic<AnyType>:$values, Optional<I1>:$done);
}

def Opnd_NestedVariadicOp : Opnd_Op<"nested_variadic",
    [AttrSizedOperandSegments]> {
  let summary = "a variadic of variadics, split by an attribute";
  let arguments = (ins VariadicOfVariadic<AnyType, "group_sizes">:$groups,
                       DenseI32ArrayAttr:$group_sizes, Variadic<I1>:$flags);
}

def Opnd_CopyOp : Opnd_Op<"copy"> {
  let summary = "operands described with Arg, results with Res";
  let arguments = (ins
    Arg<AnyMemRef, "the memory read from", [MemRead]>:$source,
    Arg<AnyMemRef, "the memory written to", [MemWrite]>:$target,
    Arg<Optional<Index>, "how many elements to copy">:$count);
  let results = (outs Res<I1, "whether anything was copied">:$copied);
}

def Opnd_AllocOp : Opnd_Op<"alloc"> {
  let summary = "a result carrying an allocation effect";
  let arguments = (ins Variadic<Index>:$sizes);
  let results = (outs Res<AnyMemRef, "", [MemAlloc]>:$memref);
}
