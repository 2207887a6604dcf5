// Doc-generator corpus: implicit InferTypeOpInterface, derived attributes,
// unnamed values, an empty-summary group, attribute parameters with syntax.
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def I_Dialect : Dialect {
  let name = "inf";
  let cppNamespace = "::mlir::inf";
  let summary = "Inference cases";
}
class I_Op<string m, list<Trait> traits = []> : Op<I_Dialect, m, traits>;

def I_Builtin : I_Op<"builtin"> { let results = (outs I32:$r); }
def I_Match : I_Op<"match", [AllTypesMatch<["a", "r"]>]> {
  let arguments = (ins AnyType:$a);
  let results = (outs AnyType:$r);
}
def I_Chain : I_Op<"chain", [AllTypesMatch<["r1", "r2"]>,
    TypesMatchWith<"r1 from a", "a", "r1", "$_self">]> {
  let arguments = (ins AnyType:$a);
  let results = (outs AnyType:$r1, AnyType:$r2);
}
def I_Unknown : I_Op<"unknown"> { let results = (outs AnyType:$r); }
def I_SameVariadic : I_Op<"same_variadic", [SameOperandsAndResultType]> {
  let arguments = (ins Variadic<AnyType>:$xs);
  let results = (outs AnyType:$r);
}
def I_Same : I_Op<"same", [SameOperandsAndResultType, Pure]> {
  let arguments = (ins I32Attr:$attr, AnyType:$x);
  let results = (outs AnyType);
}
def I_Declared : I_Op<"declared", [DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let results = (outs I32:$r);
}
def I_Derived : I_Op<"derived"> {
  let arguments = (ins AnyType:$x, OptionalAttr<StrAttr>:$name);
  DerivedAttr kind = DerivedAttr<"unsigned", [{ return 1; }]>;
  let results = (outs Variadic<AnyType>:$rs);
  let regions = (region AnyRegion:$body);
}
def I_EmptyGroup : OpDocGroup { let summary = ""; let description = "unused"; }
let opDocGroup = I_EmptyGroup in
def I_InGroup : I_Op<"in_group"> { let summary = "in a group without a summary"; }
def Zz_Group : OpDocGroup {
  let summary = "zz group";
  let description = "# Heading\n\nof the group";
}
let opDocGroup = Zz_Group in
def I_Late : I_Op<"a_late"> { let summary = "sorted by the group"; }

def I_Param : AttrOrTypeParameter<"::llvm::ArrayRef<int>", "ints"> {
  let syntax = "`[` int (`,` int)* `]`";
}
def I_ListAttr : AttrDef<I_Dialect, "List"> {
  let mnemonic = "list";
  let parameters = (ins I_Param:$values, "bool":$flag);
  let assemblyFormat = "`<` $values `,` $flag `>`";
  let description = [{
    Lists.
      - indented item
  }];
}
def I_CustomType : TypeDef<I_Dialect, "Custom"> {
  let mnemonic = "custom";
  let parameters = (ins "int":$n);
  let hasCustomAssemblyFormat = 1;
}
def I_NoMnemonicType : TypeDef<I_Dialect, "Plain"> {
  let summary = "plain";
  let typeName = "inf.plain";
}
def I_AttrConstraint : DialectAttr<I_Dialect, CPred<"true">, "any inf attribute"> {
  let description = "An attribute constraint.";
}
