//===-- CallInterfaces.td - calls and callables -----------*- tablegen -*-===//

#ifndef TBLGEN_PY_CALL_INTERFACES_TD
#define TBLGEN_PY_CALL_INTERFACES_TD

include "mlir/IR/OpBase.td"

// Per-argument and per-result attribute dictionaries of calls/functions.
def ArgAndResultAttrsOpInterface
    : OpInterface<"ArgAndResultAttrsOpInterface"> {
  let description = [{
    Access to the attribute dictionaries attached to each argument and each
    result, stored as array attributes.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    InterfaceMethod<"Argument attributes.", "::mlir::ArrayAttr",
      "getArgAttrsAttr">,
    InterfaceMethod<"Result attributes.", "::mlir::ArrayAttr",
      "getResAttrsAttr">,
    InterfaceMethod<"Sets the argument attributes.", "void", "setArgAttrsAttr",
      (ins "::mlir::ArrayAttr":$attrs)>,
    InterfaceMethod<"Sets the result attributes.", "void", "setResAttrsAttr",
      (ins "::mlir::ArrayAttr":$attrs)>,
    InterfaceMethod<"Removes and returns the argument attributes.",
      "::mlir::Attribute", "removeArgAttrsAttr">,
    InterfaceMethod<"Removes and returns the result attributes.",
      "::mlir::Attribute", "removeResAttrsAttr">,
  ];
}

def CallOpInterface : OpInterface<"CallOpInterface",
                                  [ArgAndResultAttrsOpInterface]> {
  let description = [{
    A call: it names a callee (a symbol or a value) and passes arguments.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    InterfaceMethod<"The callee, as a symbol reference or a value.",
      "::mlir::CallInterfaceCallable", "getCallableForCallee">,
    InterfaceMethod<"Changes the callee.", "void", "setCalleeFromCallable",
      (ins "::mlir::CallInterfaceCallable":$callee)>,
    InterfaceMethod<"The operands passed to the callee.",
      "::mlir::Operation::operand_range", "getArgOperands">,
    InterfaceMethod<"The operands passed to the callee, mutable.",
      "::mlir::MutableOperandRange", "getArgOperandsMutable">,
    InterfaceMethod<"The callee op, found through `symbolTable`.",
      "::mlir::Operation *", "resolveCallableInTable",
      (ins "::mlir::SymbolTableCollection *":$symbolTable), [{}], [{
        return ::mlir::call_interface_impl::resolveCallable($_op,
                                                            symbolTable);
      }]>,
    InterfaceMethod<"The callee op.", "::mlir::Operation *",
      "resolveCallable", (ins), [{}], [{
        return ::mlir::call_interface_impl::resolveCallable($_op);
      }]>,
  ];
}

def CallableOpInterface : OpInterface<"CallableOpInterface",
                                      [ArgAndResultAttrsOpInterface]> {
  let description = [{
    Something that can be called: a body region and a signature.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    InterfaceMethod<"The body, or null for an external declaration.",
      "::mlir::Region *", "getCallableRegion">,
    InterfaceMethod<"Types of the arguments.",
      "::llvm::ArrayRef<::mlir::Type>", "getArgumentTypes">,
    InterfaceMethod<"Types of the results.",
      "::llvm::ArrayRef<::mlir::Type>", "getResultTypes">,
  ];
}

#endif // TBLGEN_PY_CALL_INTERFACES_TD
