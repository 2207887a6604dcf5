// Doc-generator corpus: blank summaries and descriptions (ops skip them,
// AttrDefs/TypeDefs and enums print them, as mlir-tblgen-22 does).
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
def W_Dialect : Dialect { let name = "w"; let description = "   "; }
def W_Op : Op<W_Dialect, "op"> { let description = "  \n  "; }
def W_Op2 : Op<W_Dialect, "op2"> { let summary = " x"; let description = "\n"; }
def W_T : TypeDef<W_Dialect, "T"> { let summary = "  "; let description = "  "; let typeName = "w.t"; }
def W_E : I32EnumAttr<"E", "   ", [I32EnumAttrCase<"A", 0>]> { let cppNamespace = "::w"; }
def W_G : OpDocGroup { let summary = "  "; let description = "d"; }
let opDocGroup = W_G in def W_Op3 : Op<W_Dialect, "op3">;
