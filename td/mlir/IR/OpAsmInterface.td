//===-- OpAsmInterface.td - naming values in printed IR ---*- tablegen -*-===//
//
// OpAsmOpInterface lets an op suggest names for its results, block
// arguments and blocks, and a default dialect for nested ops. Ops usually
// take it as
//   DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>.
//
//===----------------------------------------------------------------------===//

#ifndef TBLGEN_PY_OP_ASM_INTERFACE_TD
#define TBLGEN_PY_OP_ASM_INTERFACE_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"

def OpAsmOpInterface : OpInterface<"OpAsmOpInterface"> {
  let description = [{
    Hooks the printer calls to name the values and blocks of an operation.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    InterfaceMethod<"Calls `setNameFn` with a name hint for each result.",
      "void", "getAsmResultNames",
      (ins "::mlir::OpAsmSetValueNameFn":$setNameFn), "", "return;">,
    InterfaceMethod<"Name hints for the arguments of `region`'s blocks.",
      "void", "getAsmBlockArgumentNames",
      (ins "::mlir::Region&":$region,
           "::mlir::OpAsmSetValueNameFn":$setNameFn), "", "return;">,
    InterfaceMethod<"Name hints for the blocks of the op's regions.",
      "void", "getAsmBlockNames",
      (ins "::mlir::OpAsmSetBlockNameFn":$setNameFn), "", ";">,
    StaticInterfaceMethod<"Dialect whose prefix nested ops may omit.",
      "::llvm::StringRef", "getDefaultDialect", (ins), "", "return \"\";">,
  ];
}

def OpAsmTypeInterface : TypeInterface<"OpAsmTypeInterface"> {
  let description = [{
    Lets a type suggest names for values of that type and an alias for
    itself in printed IR.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    InterfaceMethod<"Calls `setNameFn` with a name hint for a value.",
      "void", "getAsmName", (ins "::mlir::OpAsmSetNameFn":$setNameFn), "",
      ";">,
    InterfaceMethod<"Writes an alias to `os`, if the type wants one.",
      "::mlir::OpAsmAliasResult", "getAlias", (ins "::llvm::raw_ostream&":$os),
      "", "return ::mlir::OpAsmAliasResult::NoAlias;">,
  ];
}

def OpAsmAttrInterface : AttrInterface<"OpAsmAttrInterface"> {
  let description = [{
    Lets an attribute choose an alias for itself in printed IR.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    InterfaceMethod<"Writes an alias to `os`, if the attribute wants one.",
      "::mlir::OpAsmAliasResult", "getAlias", (ins "::llvm::raw_ostream&":$os),
      "", "return ::mlir::OpAsmAliasResult::NoAlias;">,
  ];
}

// A parameter holding a handle to a dialect resource blob.
class ResourceHandleParameter<string handleType, string desc = "">
    : AttrOrTypeParameter<handleType, desc> {
  let parser = "$_parser.parseResourceHandle<" # handleType # ">()";
  let printer = "$_printer.printResourceHandle($_self)";
}

#endif // TBLGEN_PY_OP_ASM_INTERFACE_TD
