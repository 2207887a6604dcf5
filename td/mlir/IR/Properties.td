//===-- Properties.td - inherent op properties ------------*- tablegen -*-===//
//
// A Property is inherent op data stored as a plain C++ value (instead of
// an Attribute). The code fields say how to convert, parse, print and
// serialize it; in them $_storage is the stored value, $_value a new
// interface-typed value, $_attr an Attribute, $_ctxt the MLIRContext,
// $_diag an error emitter, $_parser / $_printer the assembly helpers and
// $_reader / $_writer the bytecode helpers. The generated C++ pastes these
// snippets verbatim.
//
//===----------------------------------------------------------------------===//

#ifndef TBLGEN_PY_PROPERTIES_TD
#define TBLGEN_PY_PROPERTIES_TD

include "mlir/IR/Constraints.td"
include "mlir/IR/Utils.td"

class Property<string storageTypeParam = "", string desc = "",
               string interfaceTypeParam = storageTypeParam>
    : PropConstraint<TruePred, desc, interfaceTypeParam> {
  string description = "";
  code storageType = storageTypeParam;

  code convertFromStorage = "$_storage";

  code assignToStorage = "$_storage = $_value";

  code convertToAttribute = [{
    return convertToAttribute($_ctxt, $_storage);
  }];

  code convertFromAttribute = [{
    return convertFromAttribute($_storage, $_attr, $_diag);
  }];

  code hashProperty = "";

  code parser = [{
    auto value = ::mlir::FieldParser<}] # storageType # [{>::parse($_parser);
    if (::mlir::failed(value))
      return ::mlir::failure();
    $_storage = std::move(*value);
  }];

  code optionalParser = "";

  code printer = "$_printer << $_storage";

  code writeToMlirBytecode = [{
    writeToMlirBytecode($_writer, $_storage);
  }];

  code readFromMlirBytecode = [{
    if (::mlir::failed(readFromMlirBytecode($_reader, $_storage)))
      return ::mlir::failure();
  }];

  Property baseProperty = ?;     // the property a wrapper is built from

  string defaultValue = "";      // C++ value when the property is absent

  string storageTypeValueOverride = "";  // initializer of the storage
}

//===----------------------------------------------------------------------===//
// Integers, strings, booleans, flags
//===----------------------------------------------------------------------===//

class IntProp<string storageTypeParam, string desc = ""> :
    Property<storageTypeParam, desc> {
  let summary = !if(!empty(desc), storageTypeParam, desc);
  let optionalParser = [{
    return $_parser.parseOptionalInteger($_storage);
  }];
  let printer = "$_printer.printInteger($_storage)";
  let writeToMlirBytecode = [{
    $_writer.writeVarInt($_storage);
  }];
  let readFromMlirBytecode = [{
    uint64_t val;
    if (failed($_reader.readVarInt(val)))
      return ::mlir::failure();
    $_storage = val;
  }];
}
def I32Prop : IntProp<"int32_t">;
def I64Prop : IntProp<"int64_t">;

class _cls_StringProp : Property<"std::string", "string", "::llvm::StringRef"> {
  let convertFromStorage = "::llvm::StringRef{$_storage}";
  let assignToStorage = "$_storage = $_value.str()";
  let optionalParser = [{
    if (::mlir::failed($_parser.parseOptionalString(&$_storage)))
      return std::nullopt;
  }];
  let printer = "$_printer.printString($_storage)";
  let readFromMlirBytecode = [{
    StringRef val;
    if (::mlir::failed($_reader.readString(val)))
      return ::mlir::failure();
    $_storage = val.str();
  }];
  let writeToMlirBytecode = [{
    $_writer.writeOwnedString($_storage);
  }];
}
def StringProp : _cls_StringProp;

class _cls_BoolProp : IntProp<"bool", "boolean"> {
  let printer = [{ $_printer << ($_storage ? "true" : "false") }];
  let readFromMlirBytecode = [{
    return $_reader.readBool($_storage);
  }];
  let writeToMlirBytecode = [{
    $_writer.writeOwnedBool($_storage);
  }];
}
def BoolProp : _cls_BoolProp;

// Present-or-absent flag, printed as `unit` / `unit_absent`.
class _cls_UnitProp : Property<"bool", "unit property"> {
  let summary = "unit property";
  let description = [{
    A flag property: true when present, false (the default) otherwise.
    Converts to a UnitAttr when set and to a false BoolAttr when not.
  }];
  let defaultValue = "false";

  let convertToAttribute = [{
    if ($_storage)
      return ::mlir::UnitAttr::get($_ctxt);
    else
      return ::mlir::BoolAttr::get($_ctxt, false);
  }];
  let convertFromAttribute = [{
    if (::llvm::isa<::mlir::UnitAttr>($_attr)) {
      $_storage = true;
      return ::mlir::success();
    }
    if (auto boolAttr = ::llvm::dyn_cast<::mlir::BoolAttr>($_attr)) {
      $_storage = boolAttr.getValue();
      return ::mlir::success();
    }
    return ::mlir::failure();
  }];

  let parser = [{
    ::llvm::StringRef keyword;
    if (::mlir::failed($_parser.parseOptionalKeyword(&keyword,
        {"unit", "unit_absent"})))
      return $_parser.emitError($_parser.getCurrentLocation(),
        "expected 'unit' or 'unit_absent'");
    $_storage = (keyword == "unit");
  }];

  let optionalParser = [{
    ::llvm::StringRef keyword;
    if (::mlir::failed($_parser.parseOptionalKeyword(&keyword,
        {"unit", "unit_absent"})))
      return std::nullopt;
    $_storage = (keyword == "unit");
  }];

  let printer = [{
    $_printer << ($_storage ? "unit" : "unit_absent")
  }];

  let writeToMlirBytecode = [{
    $_writer.writeOwnedBool($_storage);
  }];
  let readFromMlirBytecode = [{
    if (::mlir::failed($_reader.readBool($_storage)))
      return ::mlir::failure();
  }];
}
def UnitProp : _cls_UnitProp;

// Older names of the above.
class IntProperty<string storageTypeParam, string desc = "">
    : IntProp<storageTypeParam, desc>,
      Deprecated<"moved to the shorter name IntProp">;
def I32Property : IntProp<"int32_t">,
                  Deprecated<"moved to shorter name I32Prop">;
def I64Property : IntProp<"int64_t">,
                  Deprecated<"moved to shorter name I64Prop">;
def StringProperty : _cls_StringProp,
                     Deprecated<"moved to shorter name StringProp">;
def BoolProperty : _cls_BoolProp, Deprecated<"moved to shorter name BoolProp">;
def UnitProperty : _cls_UnitProp, Deprecated<"moved to shorter name UnitProp">;

//===----------------------------------------------------------------------===//
// Wrappers
//===----------------------------------------------------------------------===//

// `p` with a default; `storageDefault` overrides the storage initializer.
class DefaultValuedProp<Property p, string default = "",
                        string storageDefault = "">
    : Property<p.storageType, p.summary, p.interfaceType> {
  let defaultValue = default;
  let storageTypeValueOverride = storageDefault;
  let baseProperty = p;
  let summary = p.summary;
  let description = p.description;
  let storageType = p.storageType;
  let interfaceType = p.interfaceType;
  let convertFromStorage = p.convertFromStorage;
  let assignToStorage = p.assignToStorage;
  let convertToAttribute = p.convertToAttribute;
  let convertFromAttribute = p.convertFromAttribute;
  let predicate = p.predicate;
  let hashProperty = p.hashProperty;
  let parser = p.parser;
  let optionalParser = p.optionalParser;
  let printer = p.printer;
  let readFromMlirBytecode = p.readFromMlirBytecode;
  let writeToMlirBytecode = p.writeToMlirBytecode;
}
class DefaultValuedProperty<Property p, string default = "",
                            string storageDefault = "">
    : DefaultValuedProp<p, default, storageDefault>,
      Deprecated<"moved to shorter name DefaultValuedProp">;

// `p` whose values must also satisfy `pred` ($_self: the interface value).
class ConfinedProp<Property p, Pred pred, string newSummary = "">
    : Property<p.storageType, !if(!empty(newSummary), p.summary, newSummary),
               p.interfaceType> {
  let predicate = !if(!ne(p.predicate, TruePred), And<[p.predicate, pred]>,
                      pred);
  let baseProperty = p;
  let description = p.description;
  let storageType = p.storageType;
  let interfaceType = p.interfaceType;
  let convertFromStorage = p.convertFromStorage;
  let assignToStorage = p.assignToStorage;
  let convertToAttribute = p.convertToAttribute;
  let convertFromAttribute = p.convertFromAttribute;
  let hashProperty = p.hashProperty;
  let parser = p.parser;
  let optionalParser = p.optionalParser;
  let printer = p.printer;
  let readFromMlirBytecode = p.readFromMlirBytecode;
  let writeToMlirBytecode = p.writeToMlirBytecode;
  let defaultValue = p.defaultValue;
  let storageTypeValueOverride = p.storageTypeValueOverride;
}
class ConfinedProperty<Property p, Pred pred, string newSummary = "">
    : ConfinedProp<p, pred, newSummary>,
      Deprecated<"moved to shorter name ConfinedProp">;

// `prop` restricted to the single value `val`.
class ConstantProp<Property prop, string val>
    : ConfinedProp<prop, CPred<"$_self == " # val>,
                   "constant '" # prop.summary # "': " # val> {
  string value = val;
}

#endif // TBLGEN_PY_PROPERTIES_TD
