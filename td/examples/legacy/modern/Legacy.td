//===-- Legacy.td - ../Legacy.td in today's spelling ------*- tablegen -*-===//
//
// The reference for Legacy.td: builds with MLIR's own headers too.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Old_Dialect : Dialect {
  let name = "old";
  let cppNamespace = "::old";
}

def Old_PoolOp : Op<Old_Dialect, "pool", [Pure]> {
  let summary = "average pooling, written the old way";
  let arguments = (ins F32Tensor:$value,
                       ConfinedAttr<I64ArrayAttr, [ArrayMinCount<4>]>:$ksize,
                       ConfinedAttr<I32Attr, [IntMinValue<10>]>:$window);
  let results = (outs F32Tensor:$output);
  let builders = [
    OpBuilder<(ins "::mlir::Value":$value), [{
      build($_builder, $_state, value.getType(), value,
            $_builder.getI64ArrayAttr({1, 1, 1, 1}), 10);
    }]>
  ];
  let hasVerifier = 1;
  let extraClassDefinition =
    "::llvm::LogicalResult $cppClass::verify() { return ::verifyPool(*this); }";
}
