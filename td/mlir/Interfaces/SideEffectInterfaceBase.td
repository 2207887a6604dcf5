//===-- SideEffectInterfaceBase.td - effect interfaces ----*- tablegen -*-===//
//
// Building blocks for side-effect interfaces: resources, effects, and the
// trait that lists an op's static effects.
//
//===----------------------------------------------------------------------===//

#ifndef TBLGEN_PY_SIDE_EFFECT_INTERFACE_BASE_TD
#define TBLGEN_PY_SIDE_EFFECT_INTERFACE_BASE_TD

include "mlir/IR/OpBase.td"

// A resource an effect acts on (a C++ SideEffects::Resource subclass).
class Resource<string resourceName> {
  string name = resourceName;
}
class IntrinsicResource<string resourceName>
    : Resource<!strconcat("::mlir::SideEffects::", resourceName)>;
def DefaultResource : IntrinsicResource<"DefaultResource">;
def AutomaticAllocationScopeResource
    : IntrinsicResource<"AutomaticAllocationScopeResource">;

// An interface reporting effects of kind `baseEffect`.
class EffectOpInterfaceBase<string name, string baseEffect>
    : OpInterface<name> {
  let methods = [
    InterfaceMethod<"Appends every effect of the operation to `effects`.",
      "void", "getEffects",
      (ins "::llvm::SmallVectorImpl<::mlir::SideEffects::EffectInstance<"
           # baseEffect # ">> &":$effects)>,
  ];
  let extraClassDeclaration = [{
    /// Effects of one kind only.
    template <typename Effect> void getEffects(
        ::llvm::SmallVectorImpl<::mlir::SideEffects::EffectInstance<}] #
        baseEffect # [{>> &effects) {
      getEffects(effects);
      ::llvm::erase_if(effects, [&](auto &it) {
        return !::llvm::isa<Effect>(it.getEffect());
      });
    }

    /// Whether any effect is of kind `Effect`.
    template <typename Effect> bool hasEffect() {
      ::llvm::SmallVector<::mlir::SideEffects::EffectInstance<}] #
        baseEffect # [{>, 4> effects;
      getEffects(effects);
      return ::llvm::any_of(effects, [](const auto &it) {
        return ::llvm::isa<Effect>(it.getEffect());
      });
    }

    /// Whether the operation has no effect at all.
    bool hasNoEffect() {
      ::llvm::SmallVector<::mlir::SideEffects::EffectInstance<}] #
        baseEffect # [{>, 4> effects;
      getEffects(effects);
      return effects.empty();
    }
  }];
  string baseEffectName = baseEffect;
}

// Whether an effect covers a whole region (1) or part of it (0).
class EffectRange<bits<1> val> {
  bits<1> Value = val;
}
def FullEffect : EffectRange<1>;
def PartialEffect : EffectRange<0>;

// One effect, usable as a decorator on an operand or result (Arg/Res).
class SideEffect<EffectOpInterfaceBase interface, string effectName,
                 Resource resourceReference, int effectStage,
                 EffectRange range>
    : OpVariableDecorator {
  string baseEffectName = interface.baseEffectName;
  string interfaceTrait = interface.trait;
  string cppNamespace = interface.cppNamespace;
  string effect = effectName;
  string resource = resourceReference.name;
  int stage = effectStage;
  bit effectOnFullRegion = range.Value;
}

// The op-level list of effects, as a trait of the interface.
class SideEffectsTraitBase<EffectOpInterfaceBase parentInterface,
                           list<SideEffect> staticEffects>
    : OpInterfaceTrait<""> {
  let trait = parentInterface.trait;
  string cppNamespace = parentInterface.cppNamespace;
  string baseEffectName = parentInterface.baseEffectName;
  list<SideEffect> effects = staticEffects;
}

#endif // TBLGEN_PY_SIDE_EFFECT_INTERFACE_BASE_TD
