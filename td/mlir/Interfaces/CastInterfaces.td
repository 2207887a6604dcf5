//===-- CastInterfaces.td - cast operations ---------------*- tablegen -*-===//

#ifndef TBLGEN_PY_CAST_INTERFACES_TD
#define TBLGEN_PY_CAST_INTERFACES_TD

include "mlir/IR/OpBase.td"

def CastOpInterface : OpInterface<"CastOpInterface"> {
  let description = [{
    An operation converting values of some types into values of other
    types; such casts fold when the input and output types agree.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    StaticInterfaceMethod<"Whether `inputs` may be cast to `outputs`.",
      "bool", "areCastCompatible",
      (ins "::mlir::TypeRange":$inputs, "::mlir::TypeRange":$outputs)>,
  ];
  let extraTraitClassDeclaration = [{
    /// Folds casts whose input and output types are the same.
    static ::llvm::LogicalResult foldTrait(
        ::mlir::Operation *op, ::llvm::ArrayRef<::mlir::Attribute> operands,
        ::llvm::SmallVectorImpl<::mlir::OpFoldResult> &results) {
      return ::mlir::impl::foldCastInterfaceOp(op, operands, results);
    }
  }];
  let verify = [{
    return ::mlir::impl::verifyCastInterfaceOp($_op);
  }];
}

#endif // TBLGEN_PY_CAST_INTERFACES_TD
