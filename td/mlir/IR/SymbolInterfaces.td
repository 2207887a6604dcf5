//===-- SymbolInterfaces.td - symbols and symbol tables ---*- tablegen -*-===//
//
// `Symbol` marks ops that define a named symbol (with a `sym_name`
// attribute and a visibility); `SymbolTable` marks ops whose region holds
// symbols; SymbolUserOpInterface lets users of symbols verify them.
//
//===----------------------------------------------------------------------===//

#ifndef TBLGEN_PY_SYMBOL_INTERFACES_TD
#define TBLGEN_PY_SYMBOL_INTERFACES_TD

include "mlir/IR/OpBase.td"

def Symbol : OpInterface<"SymbolOpInterface"> {
  let description = [{
    An operation defining a symbol: it has a name and a visibility and can
    be looked up in the nearest enclosing symbol table.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<"The symbol's name.", "::mlir::StringAttr", "getNameAttr",
      (ins), [{
        return ::mlir::SymbolTable::getSymbolName($_op);
      }], [{
        return ::mlir::SymbolTable::getSymbolName(this->getOperation());
      }]>,
    InterfaceMethod<"Renames the symbol.", "void", "setName",
      (ins "::mlir::StringAttr":$name), [{}], [{
        this->getOperation()->setAttr(
            ::mlir::SymbolTable::getSymbolAttrName(), name);
      }]>,
    InterfaceMethod<"The symbol's visibility.",
      "mlir::SymbolTable::Visibility", "getVisibility", (ins), [{}], [{
        return ::mlir::SymbolTable::getSymbolVisibility(this->getOperation());
      }]>,
    InterfaceMethod<"Whether the visibility is `nested`.", "bool", "isNested",
      (ins), [{}], [{
        return $_op.getVisibility() ==
               ::mlir::SymbolTable::Visibility::Nested;
      }]>,
    InterfaceMethod<"Whether the visibility is `private`.", "bool",
      "isPrivate", (ins), [{}], [{
        return $_op.getVisibility() ==
               ::mlir::SymbolTable::Visibility::Private;
      }]>,
    InterfaceMethod<"Whether the visibility is `public`.", "bool", "isPublic",
      (ins), [{}], [{
        return $_op.getVisibility() ==
               ::mlir::SymbolTable::Visibility::Public;
      }]>,
    InterfaceMethod<"Sets the visibility.", "void", "setVisibility",
      (ins "mlir::SymbolTable::Visibility":$vis), [{}], [{
        ::mlir::SymbolTable::setSymbolVisibility(this->getOperation(), vis);
      }]>,
    InterfaceMethod<"Makes the symbol nested.", "void", "setNested", (ins),
      [{}], [{
        $_op.setVisibility(::mlir::SymbolTable::Visibility::Nested);
      }]>,
    InterfaceMethod<"Makes the symbol private.", "void", "setPrivate", (ins),
      [{}], [{
        $_op.setVisibility(::mlir::SymbolTable::Visibility::Private);
      }]>,
    InterfaceMethod<"Makes the symbol public.", "void", "setPublic", (ins),
      [{}], [{
        $_op.setVisibility(::mlir::SymbolTable::Visibility::Public);
      }]>,
    InterfaceMethod<"Uses of this symbol nested within `from`.",
      "::std::optional<::mlir::SymbolTable::UseRange>", "getSymbolUses",
      (ins "::mlir::Operation *":$from), [{}], [{
        return ::mlir::SymbolTable::getSymbolUses(this->getOperation(), from);
      }]>,
    InterfaceMethod<"Whether no use of this symbol is known within `from`.",
      "bool", "symbolKnownUseEmpty", (ins "::mlir::Operation *":$from), [{}],
      [{
        return ::mlir::SymbolTable::symbolKnownUseEmpty(this->getOperation(),
                                                        from);
      }]>,
    InterfaceMethod<"Points every use within `from` at `newSymbol`.",
      "::llvm::LogicalResult", "replaceAllSymbolUses",
      (ins "::mlir::StringAttr":$newSymbol, "::mlir::Operation *":$from),
      [{}], [{
        return ::mlir::SymbolTable::replaceAllSymbolUses(
            this->getOperation(), newSymbol, from);
      }]>,
    InterfaceMethod<"Whether the symbol name may be absent.", "bool",
      "isOptionalSymbol", (ins), [{}], [{ return false; }]>,
    InterfaceMethod<"Whether the op may be erased once unused.", "bool",
      "canDiscardOnUseEmpty", (ins), [{}], [{
        return !$_op.isPublic();
      }]>,
    InterfaceMethod<"Whether this only declares the symbol.", "bool",
      "isDeclaration", (ins), [{}], [{ return false; }]>,
  ];

  let verify = [{
    return ::mlir::detail::verifySymbol($_op);
  }];
  let extraClassOf = [{
    return $_op->hasAttr(::mlir::SymbolTable::getSymbolAttrName());
  }];
  let extraSharedClassDeclaration = [{
    /// The symbol name as a string.
    ::llvm::StringRef getName() { return $_op.getNameAttr().getValue(); }
    /// Renames the symbol from a string.
    void setName(::llvm::StringRef name) {
      $_op.setName(::mlir::StringAttr::get($_op->getContext(), name));
    }
  }];
}

def SymbolUserOpInterface : OpInterface<"SymbolUserOpInterface"> {
  let description = [{
    An operation referring to symbols that checks those references once the
    symbol tables are built.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    InterfaceMethod<"Verifies the symbols the operation uses.",
      "::llvm::LogicalResult", "verifySymbolUses",
      (ins "::mlir::SymbolTableCollection &":$symbolTable)>,
  ];
}

def SymbolUserAttrInterface : AttrInterface<"SymbolUserAttrInterface"> {
  let description = [{
    An attribute referring to symbols, verified in the context of the
    operation that holds it.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    InterfaceMethod<"Verifies the symbols the attribute uses on `op`.",
      "::llvm::LogicalResult", "verifySymbolUses",
      (ins "::mlir::Operation *":$op,
           "::mlir::SymbolTableCollection &":$symbolTable)>,
  ];
}

// The op's single region holds a table of symbols.
def SymbolTable : NativeOpTrait<"SymbolTable">;

#endif // TBLGEN_PY_SYMBOL_INTERFACES_TD
