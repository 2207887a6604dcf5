//===-- Interfaces.td - traits, interfaces, inference -----*- tablegen -*-===//
//
// Demonstrates: native and parametric op traits, a dialect-defined
// OpInterface (InterfaceMethod / StaticInterfaceMethod, bodies, default
// implementations, verify), a TypeInterface and an AttrInterface used as
// constraints, DeclareOpInterfaceMethods with and without overridden
// methods, memory effects (MemoryEffects, NoMemoryEffect, Pure,
// AlwaysSpeculatable), result type inference (InferTypeOpInterface,
// InferTypeOpAdaptor, InferTensorTypeAdaptor, SameOperandsAndResultType,
// AllTypesMatch, ReifyRankedShapedTypeOpInterface, SelectLikeOpInterface,
// FirstAttrDerivedResultType), and the multi-entity constraints
// (PredOpTrait, AllTypesMatch, AllElementTypesMatch, AllShapesMatch,
// AllRanksMatch, AllElementCountsMatch, TypesMatchWith,
// RangedTypesMatchWith, OptionalTypesMatchWith, TypeIs, ElementTypeIs).
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/CastInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"

def Ifc_Dialect : Dialect {
  let name = "ifc";
  let summary = "Traits and interfaces";
  let cppNamespace = "::ifc";
}

class Ifc_Op<string mnemonic, list<Trait> traits = []>
    : Op<Ifc_Dialect, mnemonic, traits>;

// An interface of our own: ops report a cost and may be "cheap".
def Ifc_CostInterface : OpInterface<"CostInterface"> {
  let description = "Ops that can estimate what they cost to execute.";
  let cppNamespace = "::ifc";
  let methods = [
    InterfaceMethod<"The estimated cost.", "unsigned", "getCost">,
    InterfaceMethod<"Cost when scaled by `factor`.", "unsigned",
      "getScaledCost", (ins "unsigned":$factor), [{}], [{
        return $_op.getCost() * factor;
      }]>,
    InterfaceMethod<"Whether the op is cheap.", "bool", "isCheap", (ins),
      [{ return $_op.getCost() < 4; }]>,
    StaticInterfaceMethod<"The most any instance can cost.", "unsigned",
      "getMaxCost">,
    StaticInterfaceMethod<"A name for reports.", "::llvm::StringRef",
      "getCostModelName", (ins), [{}], [{ return "default"; }]>,
  ];
  let verify = [{ return ::mlir::success(); }];
}

// Attribute and type interfaces double as constraints on op arguments.
def Ifc_ShapedLike : TypeInterface<"ShapedLikeTypeInterface"> {
  let cppNamespace = "::ifc";
  let methods = [
    InterfaceMethod<"The number of dimensions.", "int64_t", "getRank">,
  ];
}
def Ifc_Measured : AttrInterface<"MeasuredAttrInterface"> {
  let cppNamespace = "::ifc";
  let methods = [InterfaceMethod<"The size in bytes.", "unsigned", "getBytes">];
}

def Ifc_InterfaceArgsOp : Ifc_Op<"interface_args"> {
  let summary = "operands and attributes constrained by interfaces";
  let arguments = (ins Ifc_ShapedLike:$value, Ifc_Measured:$size);
  let results = (outs Ifc_ShapedLike:$result);
}

def Ifc_NativeTraitsOp : Ifc_Op<"native_traits", [Commutative, Idempotent,
    Involution, SameTypeOperands, SameOperandsShape,
    SameOperandsElementType, SameOperandsAndResultShape,
    SameOperandsAndResultElementType, ResultsAreFloatLike,
    ResultsBroadcastableShape, ElementwiseMappable, MemRefsNormalizable,
    NativeOpTrait<"MyTrait">, ParamNativeOpTrait<"NOperandsAtLeast", "2">]> {
  let summary = "lists native traits";
  let arguments = (ins AnyTensor:$lhs, AnyTensor:$rhs);
  let results = (outs AnyTensor:$result);
}

def Ifc_CostlyOp : Ifc_Op<"costly",
    [DeclareOpInterfaceMethods<Ifc_CostInterface>]> {
  let summary = "implements the interface; default methods are not declared";
  let arguments = (ins AnyType:$input);
}

def Ifc_OverrideOp : Ifc_Op<"override", [
    DeclareOpInterfaceMethods<Ifc_CostInterface, ["getScaledCost",
                                                  "getCostModelName"]>]> {
  let summary = "also declares two methods that have defaults";
  let arguments = (ins AnyType:$input);
}

def Ifc_PlainInterfaceOp : Ifc_Op<"plain_interface", [Ifc_CostInterface]> {
  let summary = "attaches the interface without declaring any method";
}

def Ifc_LoadOp : Ifc_Op<"load", [MemoryEffects<[MemRead]>]> {
  let summary = "op-level memory effects";
  let arguments = (ins AnyMemRef:$memref, Variadic<Index>:$indices);
  let results = (outs AnyType:$value);
}

def Ifc_StoreOp : Ifc_Op<"store", [MemoryEffects<[MemWrite, MemRead]>]> {
  let summary = "several op-level memory effects";
  let arguments = (ins AnyType:$value, AnyMemRef:$memref);
}

def Ifc_FreeOp : Ifc_Op<"free"> {
  let summary = "an effect staged on an operand";
  let arguments = (ins Arg<AnyMemRef, "", [MemFreeAt<1, FullEffect>]>:$memref);
}

def Ifc_NegOp : Ifc_Op<"neg", [NoMemoryEffect, AlwaysSpeculatable,
    SameOperandsAndResultType]> {
  let summary = "result type equals the operand type";
  let arguments = (ins AnyFloat:$input);
  let results = (outs AnyFloat:$output);
  let assemblyFormat = "$input attr-dict `:` type($output)";
}

def Ifc_InferOp : Ifc_Op<"infer", [Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "result types computed by inferReturnTypes";
  let arguments = (ins AnyTensor:$input, I64Attr:$axis);
  let results = (outs AnyTensor:$output, Index:$size);
}

def Ifc_InferAdaptorOp : Ifc_Op<"infer_adaptor", [Pure, InferTypeOpAdaptor]> {
  let summary = "inference written against the op's Adaptor";
  let arguments = (ins AnyTensor:$input);
  let results = (outs AnyTensor:$output);
}

def Ifc_InferCompatibleOp : Ifc_Op<"infer_compatible",
    [InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "inference with a custom compatibility check";
  let arguments = (ins AnyTensor:$input);
  let results = (outs AnyTensor:$output);
}

def Ifc_SelectOp : Ifc_Op<"select", [Pure,
    AllTypesMatch<["true_value", "false_value", "result"]>,
    DeclareOpInterfaceMethods<SelectLikeOpInterface>]> {
  let summary = "the result type is taken from a matching operand";
  let arguments = (ins I1:$condition, AnyType:$true_value,
                       AnyType:$false_value);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $condition `,` $true_value `,` $false_value attr-dict `:` type($result)
  }];
}

def Ifc_BroadcastOp : Ifc_Op<"broadcast", [Pure, InferTensorTypeAdaptor,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface>]> {
  let summary = "tensor result types from inferred shape components";
  let arguments = (ins AnyRankedTensor:$input, DenseI64ArrayAttr:$shape);
  let results = (outs AnyRankedTensor:$output);
}

def Ifc_CastOp : Ifc_Op<"cast", [FirstAttrDerivedResultType,
    DeclareOpInterfaceMethods<CastOpInterface>]> {
  let summary = "the result type is the first attribute";
  let arguments = (ins TypeAttr:$to, AnyType:$input);
  let results = (outs AnyType:$output);
}

def Ifc_ShapesOp : Ifc_Op<"shapes", [
    AllElementTypesMatch<["lhs", "rhs"]>, AllShapesMatch<["lhs", "out"]>,
    AllRanksMatch<["lhs", "rhs", "out"]>,
    AllElementCountsMatch<["rhs", "out"]>,
    AllTypeIDsMatch<["lhs", "rhs"]>]> {
  let summary = "equalities between operand and result properties";
  let arguments = (ins AnyTensor:$lhs, AnyTensor:$rhs);
  let results = (outs AnyTensor:$out);
}

def Ifc_ExtractOp : Ifc_Op<"extract", [Pure,
    TypesMatchWith<"result type matches element type of 'tensor'",
                   "tensor", "result",
                   "::llvm::cast<::mlir::TensorType>($_self)"
                   ".getElementType()">]> {
  let summary = "the result type is derived from an operand type";
  let arguments = (ins AnyRankedTensor:$tensor, Variadic<Index>:$indices);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$tensor `[` $indices `]` attr-dict `:` type($tensor)";
}

def Ifc_PackOp : Ifc_Op<"pack", [AttrSizedOperandSegments,
    RangedTypesMatchWith<"inputs match the element types of the output",
                         "output", "inputs",
                         "::llvm::cast<::mlir::TupleType>($_self).getTypes()">,
    OptionalTypesMatchWith<"init matches the output", "output", "init",
                           "$_self">]> {
  let summary = "type relations on variadic and optional values";
  let arguments = (ins Variadic<AnyType>:$inputs, Optional<AnyType>:$init);
  let results = (outs AnyTuple:$output);
}

def Ifc_PredicatesOp : Ifc_Op<"predicates", [
    PredOpTrait<"lhs and rhs have the same element count",
                CPred<"$lhs.getType() != $rhs.getType() || "
                      "$_op.getNumOperands() == 2">>,
    TypeIs<"lhs", F32Tensor>, ElementTypeIs<"rhs", F32>,
    PredOpTrait<"first operand has an f32 element type", TCopVTEtIs<0, F32>>,
    PredOpTrait<"operands share the element type", TCopVTEtIsSameAs<0, 1>>,
    PredOpTrait<"result element type matches operand 0",
                TCresVTEtIsSameAsOp<0, 0>>]> {
  let summary = "multi-entity predicates";
  let arguments = (ins AnyTensor:$lhs, AnyTensor:$rhs);
  let results = (outs AnyTensor:$out);
}
