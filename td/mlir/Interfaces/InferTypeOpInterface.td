//===-- InferTypeOpInterface.td - result type inference ---*- tablegen -*-===//
//
// Ops whose result types follow from their operands and attributes
// implement InferTypeOpInterface; ODS then generates builders that take
// no result types. InferTypeOpAdaptor lets the op implement inference
// against its Adaptor instead of raw operand/attribute lists.
//
//===----------------------------------------------------------------------===//

#ifndef TBLGEN_PY_INFER_TYPE_OP_INTERFACE_TD
#define TBLGEN_PY_INFER_TYPE_OP_INTERFACE_TD

include "mlir/IR/OpBase.td"

def InferTypeOpInterface : OpInterface<"InferTypeOpInterface"> {
  let description = [{
    Computes the result types an operation would have from its operands,
    attributes, properties and regions, for building and for verifying.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    StaticInterfaceMethod<
      "Computes the result types into `inferredReturnTypes`; errors are "
      "reported at `location` when it is set.",
      "::llvm::LogicalResult", "inferReturnTypes",
      (ins "::mlir::MLIRContext *":$context,
           "::std::optional<::mlir::Location>":$location,
           "::mlir::ValueRange":$operands,
           "::mlir::DictionaryAttr":$attributes,
           "::mlir::OpaqueProperties":$properties,
           "::mlir::RegionRange":$regions,
           "::llvm::SmallVectorImpl<::mlir::Type>&":$inferredReturnTypes)>,
    StaticInterfaceMethod<
      "Checks (and may refine) `returnTypes` against the inferred types; "
      "the default compares them with isCompatibleReturnTypes.",
      "::llvm::LogicalResult", "refineReturnTypes",
      (ins "::mlir::MLIRContext *":$context,
           "::std::optional<::mlir::Location>":$location,
           "::mlir::ValueRange":$operands,
           "::mlir::DictionaryAttr":$attributes,
           "::mlir::OpaqueProperties":$properties,
           "::mlir::RegionRange":$regions,
           "::llvm::SmallVectorImpl<::mlir::Type>&":$returnTypes),
      /*methodBody=*/[{}],
      /*defaultImplementation=*/[{
        llvm::SmallVector<Type, 4> inferred;
        if (failed(ConcreteOp::inferReturnTypes(context, location, operands,
                                                attributes, properties,
                                                regions, inferred)))
          return failure();
        if (ConcreteOp::isCompatibleReturnTypes(inferred, returnTypes))
          return success();
        return emitOptionalError(
            location, "'", ConcreteOp::getOperationName(),
            "' op inferred type(s) ", inferred,
            " are incompatible with return type(s) of operation ",
            returnTypes);
      }]>,
    StaticInterfaceMethod<
      "Whether two lists of result types are compatible.",
      "bool", "isCompatibleReturnTypes",
      (ins "::mlir::TypeRange":$lhs, "::mlir::TypeRange":$rhs),
      /*methodBody=*/[{
        return ConcreteOp::isCompatibleReturnTypes(lhs, rhs);
      }],
      /*defaultImplementation=*/[{
        return lhs == rhs;
      }]>,
  ];

  let verifyWithRegions = 1;
  let verify = [{
    return detail::verifyInferredResultTypes($_op);
  }];
}

// Shape-level inference: result shapes, element types and encodings
// (ShapedTypeComponents), possibly only partially known.
def InferShapedTypeOpInterface : OpInterface<"InferShapedTypeOpInterface"> {
  let description = [{
    Computes the shaped-type components of an operation's results, and can
    build IR that computes the result shapes at run time.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    StaticInterfaceMethod<
      "Computes the shaped-type components of the results.",
      "::llvm::LogicalResult", "inferReturnTypeComponents",
      (ins "::mlir::MLIRContext*":$context,
           "::std::optional<::mlir::Location>":$location,
           "::mlir::ValueShapeRange":$operands,
           "::mlir::DictionaryAttr":$attributes,
           "::mlir::OpaqueProperties":$properties,
           "::mlir::RegionRange":$regions,
           "::llvm::SmallVectorImpl<::mlir::ShapedTypeComponents>&":
             $inferredReturnShapes),
      /*methodBody=*/[{}],
      /*defaultImplementation=*/[{ return ::mlir::failure(); }]>,
    InterfaceMethod<
      "Builds values holding the result shapes (one 1-D tensor each).",
      "::llvm::LogicalResult", "reifyReturnTypeShapes",
      (ins "::mlir::OpBuilder&":$builder, "::mlir::ValueRange":$operands,
           "::llvm::SmallVectorImpl<::mlir::Value> &":$reifiedReturnShapes),
      /*methodBody=*/[{}],
      /*defaultImplementation=*/[{ return ::mlir::failure(); }]>,
  ];
}

// InferShapedTypeOpInterface implemented through the op's Adaptor.
class InferShapedTypeOpAdaptorBase<list<string> overridenMethods = []>
    : TraitList<[
        DeclareOpInterfaceMethods<InferShapedTypeOpInterface,
                                  overridenMethods>,
        NativeOpTrait<"InferShapedTypeOpAdaptor", [],
          /*extraOpDeclaration=*/[{
        static ::llvm::LogicalResult
        inferReturnTypeComponents(::mlir::MLIRContext *context,
                                std::optional<::mlir::Location> location,
                                Adaptor adaptor,
                                ::llvm::SmallVectorImpl<::mlir::ShapedTypeComponents> &inferredReturnShapes);
      }],
          /*extraOpDefinition=*/[{
        ::llvm::LogicalResult
        $cppClass::inferReturnTypeComponents(::mlir::MLIRContext *context,
                          std::optional<::mlir::Location> location,
                          ::mlir::ValueShapeRange operands, ::mlir::DictionaryAttr attributes,
                          ::mlir::OpaqueProperties properties, ::mlir::RegionRange regions,
                          ::llvm::SmallVectorImpl<::mlir::ShapedTypeComponents> &inferredReturnShapes) {
          $cppClass::Adaptor adaptor(operands, attributes, properties, regions);
          return $cppClass::inferReturnTypeComponents(context,
            location, adaptor, inferredReturnShapes);
        }
      }]>
      ]>;
def InferShapedTypeOpAdaptor
    : InferShapedTypeOpAdaptorBase<["inferReturnTypeComponents"]>;
def InferShapedTypeOpAdaptorWithReify : InferShapedTypeOpAdaptorBase<[
    "inferReturnTypeComponents", "reifyReturnTypeShapes"]>;

// Tensor result types derived from inferred shaped-type components.
class InferTensorTypeBase<list<string> overridenMethods = []> : TraitList<[
    DeclareOpInterfaceMethods<InferTypeOpInterface>,
    DeclareOpInterfaceMethods<InferShapedTypeOpInterface, overridenMethods>,
    NativeOpTrait<"InferTensorType", [], [{}],
      /*extraOpDefinition=*/[{
        ::llvm::LogicalResult
        $cppClass::inferReturnTypes(::mlir::MLIRContext *context,
                          std::optional<::mlir::Location> location,
                          ::mlir::ValueRange operands, ::mlir::DictionaryAttr attributes,
                          ::mlir::OpaqueProperties properties, ::mlir::RegionRange regions,
                          ::llvm::SmallVectorImpl<::mlir::Type> &inferredReturnTypes) {
          ::llvm::SmallVector<::mlir::ShapedTypeComponents, 2> retComponents;
          if (failed($cppClass::inferReturnTypeComponents(context, location,
                                    operands, attributes, properties, regions,
                                    retComponents)))
            return failure();
          return ::mlir::detail::inferReturnTensorTypes(retComponents,
                                    inferredReturnTypes);
        }
      }]>
  ]>;
def InferTensorType : InferTensorTypeBase<["inferReturnTypeComponents"]>;
def InferTensorTypeWithReify : InferTensorTypeBase<[
    "inferReturnTypeComponents", "reifyReturnTypeShapes"]>;

// The same, with the shaped-type inference written against the Adaptor.
class InferTensorTypeAdaptorBase<list<string> overridenMethods = []>
    : TraitList<[
        DeclareOpInterfaceMethods<InferTypeOpInterface>,
        InferShapedTypeOpAdaptorBase<overridenMethods>,
        NativeOpTrait<"InferTensorType", [], [{}],
          /*extraOpDefinition=*/[{
        LogicalResult
        $cppClass::inferReturnTypes(::mlir::MLIRContext *context,
                          std::optional<::mlir::Location> location,
                          ::mlir::ValueRange operands, ::mlir::DictionaryAttr attributes,
                          ::mlir::OpaqueProperties properties, ::mlir::RegionRange regions,
                          ::llvm::SmallVectorImpl<::mlir::Type> &inferredReturnTypes) {
          SmallVector<ShapedTypeComponents, 2> retComponents;
          if (failed($cppClass::inferReturnTypeComponents(context, location,
                                    operands, attributes, properties, regions,
                                    retComponents)))
            return failure();
          return ::mlir::detail::inferReturnTensorTypes(retComponents,
                                    inferredReturnTypes);
        }
      }]>
      ]>;
def InferTensorTypeAdaptor
    : InferTensorTypeAdaptorBase<["inferReturnTypeComponents"]>;
def InferTensorTypeAdaptorWithReify : InferTensorTypeAdaptorBase<[
    "inferReturnTypeComponents", "reifyReturnTypeShapes"]>;

// Builds IR computing the (ranked) result shapes of an op.
def ReifyRankedShapedTypeOpInterface
    : OpInterface<"ReifyRankedShapedTypeOpInterface"> {
  let description = [{
    Builds values or constants for every dimension of the ranked shaped
    results of an operation.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    InterfaceMethod<"All dimensions of all results.",
      "::llvm::LogicalResult", "reifyResultShapes",
      (ins "::mlir::OpBuilder &":$builder,
           "::mlir::ReifiedRankedShapedTypeDims &":$reifiedReturnShapes),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{ return ::mlir::failure(); }]>,
    InterfaceMethod<"All dimensions of result `resultIndex`.",
      "::llvm::FailureOr<::llvm::SmallVector<::mlir::OpFoldResult>>",
      "reifyShapeOfResult",
      (ins "::mlir::OpBuilder &":$builder, "int":$resultIndex),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        return ::mlir::reifyShapeOfResult(builder, $_op, resultIndex);
      }]>,
    InterfaceMethod<"Dimension `dim` of result `resultIndex`.",
      "::llvm::FailureOr<::mlir::OpFoldResult>", "reifyDimOfResult",
      (ins "::mlir::OpBuilder &":$builder, "int":$resultIndex, "int":$dim),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        return ::mlir::reifyDimOfResult(builder, $_op, resultIndex, dim);
      }]>,
  ];
}

// InferTypeOpInterface implemented through the op's Adaptor: the op
// defines `inferReturnTypes(context, location, adaptor, types)`.
class InferTypeOpAdaptorBase<code additionalDecls = [{}]> : TraitList<[
    DeclareOpInterfaceMethods<InferTypeOpInterface>,
    NativeOpTrait<"InferTypeOpAdaptor", [],
      /*extraOpDeclaration=*/[{
        static ::llvm::LogicalResult
        inferReturnTypes(::mlir::MLIRContext *context,
                                std::optional<::mlir::Location> location,
                                Adaptor adaptor,
                                ::llvm::SmallVectorImpl<::mlir::Type> &inferredReturnTypes);
      }] # additionalDecls,
      /*extraOpDefinition=*/[{
        ::llvm::LogicalResult
        $cppClass::inferReturnTypes(::mlir::MLIRContext *context,
                          std::optional<::mlir::Location> location,
                          ::mlir::ValueRange operands, ::mlir::DictionaryAttr attributes,
                          ::mlir::OpaqueProperties properties, ::mlir::RegionRange regions,
                          ::llvm::SmallVectorImpl<::mlir::Type> &inferredReturnTypes) {
          $cppClass::Adaptor adaptor(operands, attributes, properties, regions);
          return $cppClass::inferReturnTypes(context,
            location, adaptor, inferredReturnTypes);
        }
      }]>
  ]>;

def InferTypeOpAdaptor : InferTypeOpAdaptorBase;
def InferTypeOpAdaptorWithIsCompatible : InferTypeOpAdaptorBase<[{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l, ::mlir::TypeRange r);
  }]>;

// All operands and results share one type (lets ODS infer result types).
def SameOperandsAndResultType : NativeOpTrait<"SameOperandsAndResultType">;
def SameOperandsAndResultRank : NativeOpTrait<"SameOperandsAndResultRank">;

#endif // TBLGEN_PY_INFER_TYPE_OP_INTERFACE_TD
