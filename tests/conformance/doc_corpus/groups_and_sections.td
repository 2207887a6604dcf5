include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
def T_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::t";
  let summary = "  a test dialect ";
  let description = [{
      First line | pipe <b>
        indented

    [TOC]
  }];
}
class T_Op<string m, list<Trait> traits = []> : Op<T_Dialect, m, traits>;
def OpDocGroupA : OpDocGroup {
  let summary = " Group A ";
  let description = [{
    # heading in desc
    text
  }];
}
let opDocGroup = OpDocGroupA in {
def T_ZOp : T_Op<"zed"> { let summary = "zed op"; let arguments = (ins I32:$a, I32Attr:$x); }
def T_BOp : T_Op<"bee"> { let summary = " bee op"; }
}
def T_AOp : T_Op<"Aop", [Pure]> {
  let summary = "";
  let description = "no newline at end";
  let arguments = (ins Variadic<AnyType>, F32Attr:$f, OptionalAttr<StrAttr>:$s);
  let results = (outs I32);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = [{
     attr-dict

       `:`   type($x)
  }];
}
def T_CAttr : AttrDef<T_Dialect, "C"> { let mnemonic = "c"; let summary = "c attr";
  let parameters = (ins "int":$v, StringRefParameter<"the str">:$s); let description = "desc c"; let assemblyFormat = "`<` $v `,` $s `>`"; }
def T_DType : TypeDef<T_Dialect, "D"> { let mnemonic = "d"; }
def T_E : I32EnumAttr<"E", "an enum", [I32EnumAttrCase<"A", 0, "a">, I32EnumAttrCase<"B", 5>]> { let cppNamespace = "::t"; }
def T_aaOp : T_Op<"aa"> { let description = [{
   line1

     # not heading
   }]; }
def T_XAttr : AttrDef<T_Dialect, "X"> { let mnemonic = "x"; let hasCustomAssemblyFormat = 1; let parameters = (ins "int":$v);}
def T_TC : Type<CPred<"true">, "my type constraint">, DialectType<T_Dialect, CPred<"1">, "dt summary"> { let description = "dt desc"; }
