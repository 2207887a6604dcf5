include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def G_Dialect : Dialect {
  let name = "g";
  let cppNamespace = "::g";
}

// Checks a parameterless type: the mnemonic alone, an empty __slots__.
def G_NoneType : TypeDef<G_Dialect, "Empty"> {
  let mnemonic = "empty";
}

// Checks a type with `params`, an array and a camelCase parameter name
// (the accessor is snake_case, the format keeps the ODS name).
def G_VecType : TypeDef<G_Dialect, "Vec"> {
  let mnemonic = "vec";
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elementType);
  let assemblyFormat = "`<` params `>`";
}

// Checks optional and default-valued parameters in optional groups, an
// else branch, `qualified` and a nested attribute of the dialect.
def G_TagAttr : AttrDef<G_Dialect, "Tag"> {
  let mnemonic = "tag";
  let parameters = (ins StringRefParameter<"name">:$name,
                        DefaultValuedParameter<"unsigned", "1">:$count,
                        OptionalParameter<"::g::TagAttr">:$parent);
  let assemblyFormat = [{
    `<` $name (`x` $count^)? (`in` qualified($parent)^) : (`root`)? `>`
  }];
}

// Checks `struct`, APInt/APFloat parameters, genVerifyDecl and a custom
// directive with a `ref` argument.
def G_RangeAttr : AttrDef<G_Dialect, "Range"> {
  let mnemonic = "range";
  let parameters = (ins APIntParameter<"">:$low, APFloatParameter<"">:$scale,
                        "int":$step);
  let assemblyFormat = "`<` struct($low, $scale) custom<Step>($step, ref($low)) `>`";
  let genVerifyDecl = 1;
}

// Checks hasCustomAssemblyFormat and a self type.
def G_ValueAttr : AttrDef<G_Dialect, "Value"> {
  let mnemonic = "value";
  let parameters = (ins "int64_t":$value, AttributeSelfTypeParameter<"">:$type);
  let hasCustomAssemblyFormat = 1;
}
