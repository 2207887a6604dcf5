//===-- SideEffectInterfaces.td - memory effects, Pure ----*- tablegen -*-===//
//
// MemoryEffects<[...]> on an op, MemRead/MemWrite/MemAlloc/MemFree on its
// operands and results, and the common shorthands Pure and NoMemoryEffect.
//
//===----------------------------------------------------------------------===//

#ifndef TBLGEN_PY_SIDE_EFFECT_INTERFACES_TD
#define TBLGEN_PY_SIDE_EFFECT_INTERFACES_TD

include "mlir/Interfaces/SideEffectInterfaceBase.td"

def MemoryEffectsOpInterface
    : EffectOpInterfaceBase<"MemoryEffectOpInterface",
                            "::mlir::MemoryEffects::Effect"> {
  let description = [{
    Lets an operation report which memory effects (allocate, free, read,
    write) it has and on which values or resources.
  }];
  let cppNamespace = "::mlir";
}

class MemoryEffect<string effectName, Resource resource, int stage,
                   EffectRange range>
    : SideEffect<MemoryEffectsOpInterface, effectName, resource, stage, range>;

// The op's own effects.
class MemoryEffects<list<MemoryEffect> effects = []>
    : SideEffectsTraitBase<MemoryEffectsOpInterface, effects>;

// Each effect kind: a class taking a resource, a def on DefaultResource,
// and an "At" form choosing the stage.
class MemAlloc<Resource resource, int stage = 0,
               EffectRange range = PartialEffect>
    : MemoryEffect<"::mlir::MemoryEffects::Allocate", resource, stage, range>;
def MemAlloc : MemAlloc<DefaultResource, 0, PartialEffect>;
class MemAllocAt<int stage, EffectRange range = PartialEffect>
    : MemAlloc<DefaultResource, stage, range>;

class MemFree<Resource resource, int stage = 0,
              EffectRange range = PartialEffect>
    : MemoryEffect<"::mlir::MemoryEffects::Free", resource, stage, range>;
def MemFree : MemFree<DefaultResource, 0, PartialEffect>;
class MemFreeAt<int stage, EffectRange range = PartialEffect>
    : MemFree<DefaultResource, stage, range>;

class MemRead<Resource resource, int stage = 0,
              EffectRange range = PartialEffect>
    : MemoryEffect<"::mlir::MemoryEffects::Read", resource, stage, range>;
def MemRead : MemRead<DefaultResource, 0, PartialEffect>;
class MemReadAt<int stage, EffectRange range = PartialEffect>
    : MemRead<DefaultResource, stage, range>;

class MemWrite<Resource resource, int stage = 0,
               EffectRange range = PartialEffect>
    : MemoryEffect<"::mlir::MemoryEffects::Write", resource, stage, range>;
def MemWrite : MemWrite<DefaultResource, 0, PartialEffect>;
class MemWriteAt<int stage, EffectRange range = PartialEffect>
    : MemWrite<DefaultResource, stage, range>;

def NoMemoryEffect : MemoryEffects<[]>;
def RecursiveMemoryEffects : NativeOpTrait<"HasRecursiveMemoryEffects">;

// Speculation: whether the op may be hoisted / executed speculatively.
def RecursivelySpeculatableImplTrait
    : NativeOpTrait<"RecursivelySpeculatableImplTrait">;
def AlwaysSpeculatableImplTrait
    : NativeOpTrait<"AlwaysSpeculatableImplTrait">;
def ConditionallySpeculatable : OpInterface<"ConditionallySpeculatable"> {
  let description = [{
    Lets an operation say whether it is safe to execute speculatively.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    InterfaceMethod<"How speculatable this operation is.",
      "::mlir::Speculation::Speculatability", "getSpeculatability", (ins)>
  ];
}
def AlwaysSpeculatable : TraitList<[
    ConditionallySpeculatable, AlwaysSpeculatableImplTrait]>;
def RecursivelySpeculatable : TraitList<[
    ConditionallySpeculatable, RecursivelySpeculatableImplTrait]>;

// No memory effects and always speculatable.
def Pure : TraitList<[AlwaysSpeculatable, NoMemoryEffect]>;

// Older name of Pure.
defvar NoSideEffect = Pure;

#endif // TBLGEN_PY_SIDE_EFFECT_INTERFACES_TD
