//===-- RegionKindInterface.td - SSACFG or graph regions --*- tablegen -*-===//

#ifndef TBLGEN_PY_REGION_KIND_INTERFACE_TD
#define TBLGEN_PY_REGION_KIND_INTERFACE_TD

include "mlir/IR/OpBase.td"

def RegionKindInterface : OpInterface<"RegionKindInterface"> {
  let description = [{
    Says, per region, whether it is an SSA control-flow graph (dominance
    applies) or a graph region (no ordering between operations).
  }];
  let cppNamespace = "::mlir";
  let methods = [
    StaticInterfaceMethod<"The kind of region `index`.",
      "::mlir::RegionKind", "getRegionKind", (ins "unsigned":$index)>,
    StaticInterfaceMethod<"Whether region `index` requires dominance.",
      "bool", "hasSSADominance", (ins "unsigned":$index), [{
        return getRegionKind(index) == ::mlir::RegionKind::SSACFG;
      }]>,
  ];
}

// Every region of the op is a graph region.
def HasOnlyGraphRegion : NativeOpTrait<"HasOnlyGraphRegion">;

// One graph-region block without a terminator.
def GraphRegionNoTerminator : TraitList<[
    NoTerminator, SingleBlock, RegionKindInterface, HasOnlyGraphRegion]>;

#endif // TBLGEN_PY_REGION_KIND_INTERFACE_TD
