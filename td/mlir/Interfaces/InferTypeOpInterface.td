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
