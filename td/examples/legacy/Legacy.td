//===-- Legacy.td - older ODS spellings -------------------*- tablegen -*-===//
//
// Demonstrates the older spellings still found in documentation and in
// out-of-tree dialects, which our td/ library accepts as aliases:
//   Confined<...>          -> ConfinedAttr<...>
//   NoSideEffect           -> Pure
//   let verifier = [{...}] -> hasVerifier = 1 plus that body as verify()
//   OpBuilderDAG<(ins...)> -> OpBuilder<(ins ...)>
// MLIR's own headers no longer define these; modern/Legacy.td is the same
// dialect in today's spelling and generates identical C++.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Old_Dialect : Dialect {
  let name = "old";
  let cppNamespace = "::old";
}

def Old_PoolOp : Op<Old_Dialect, "pool", [NoSideEffect]> {
  let summary = "average pooling, written the old way";
  let arguments = (ins F32Tensor:$value,
                       Confined<I64ArrayAttr, [ArrayMinCount<4>]>:$ksize,
                       Confined<I32Attr, [IntMinValue<10>]>:$window);
  let results = (outs F32Tensor:$output);
  let builders = [
    OpBuilderDAG<(ins "::mlir::Value":$value), [{
      build($_builder, $_state, value.getType(), value,
            $_builder.getI64ArrayAttr({1, 1, 1, 1}), 10);
    }]>
  ];
  let verifier = [{ return ::verifyPool(*this); }];
}
