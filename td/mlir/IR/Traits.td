//===-- Traits.td - traits of ops, attributes and types ---*- tablegen -*-===//

#ifndef TBLGEN_PY_TRAITS_TD
#define TBLGEN_PY_TRAITS_TD

include "mlir/IR/Constraints.td"

class Trait;

// Several traits spelled as one; generators flatten it.
class TraitList<list<Trait> props> : Trait {
  list<Trait> traits = props;
}

// A C++ trait class ::mlir::<entityType>Trait::<name>; the extra code is
// pasted into the declaration / definition of each entity that uses it.
class NativeTrait<string name, string entityType,
                  code extraClassDeclaration = [{}],
                  code extraClassDefinition = [{}]> : Trait {
  string trait = name;
  string cppNamespace = "::mlir::" # entityType # "Trait";
  code extraConcreteClassDeclaration = extraClassDeclaration;
  code extraConcreteClassDefinition = extraClassDefinition;
}

// A C++ trait template instantiated as `prop<params>::Impl`.
class ParamNativeTrait<string prop, string params, string entityType>
    : NativeTrait<prop # "<" # params # ">::Impl", entityType>;

// A trait only the generator looks at (no C++ class is attached).
class GenInternalTrait<string prop, string entityType> : Trait {
  string trait = "::mlir::" # entityType # "Trait::" # prop;
}

// A trait that is a predicate checked by the generated verifier.
class PredTrait<string descr, Pred pred> : Trait {
  string summary = descr;
  Pred predicate = pred;
}

#endif // TBLGEN_PY_TRAITS_TD
