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

//===----------------------------------------------------------------------===//
// Arrays and optionals of other properties
//===----------------------------------------------------------------------===//

// "<storageType> <name> = <initial value>;" for a temporary of `prop`.
class _makePropStorage<Property prop, string name> {
  code ret = prop.storageType # " " # name
      # !cond(!not(!empty(prop.storageTypeValueOverride)) : " = " # prop.storageTypeValueOverride,
        !not(!empty(prop.defaultValue)) : " = " # prop.defaultValue,
        true : "") # ";";
}

// The predicate of `wrappedProp` applied to a stored element: a lambda
// converting the storage to the interface type, then checking it.
class _makeStorageWrapperPred<Property wrappedProp> {
  Pred ret =
    Concat<
      "[](" # "const " # wrappedProp.storageType
        # "& baseStore) -> bool { return []("
        # wrappedProp.interfaceType # " baseIface) -> bool { return (",
      SubstLeaves<"$_self", "baseIface", wrappedProp.predicate>,
      "); }(" # !subst("$_storage", "baseStore", wrappedProp.convertFromStorage)
        # "); }">;
}

// A SmallVector of `elem` values; an ArrayAttr in the generic form and
// `[a, b, ...]` in the custom syntax.
class ArrayProp<Property elem = Property<>, string newSummary = ""> :
  Property<"::llvm::SmallVector<" # elem.storageType # ">",
    !if(!empty(newSummary), "array of " # elem.summary, newSummary),
    "::llvm::ArrayRef<" # elem.storageType # ">"> {
  let convertFromStorage = "::llvm::ArrayRef<" # elem.storageType # ">{$_storage}";
  let assignToStorage = "$_storage.assign($_value.begin(), $_value.end())";

  let convertFromAttribute = [{
    auto arrayAttr = ::llvm::dyn_cast_if_present<::mlir::ArrayAttr>($_attr);
    if (!arrayAttr)
      return $_diag() << "expected array attribute";
    for (::mlir::Attribute elemAttr : arrayAttr) {
      }] # _makePropStorage<elem, "elemVal">.ret # [{
      auto elemRes = [&](::mlir::Attribute propAttr, }] # elem.storageType # [{& propStorage) -> ::mlir::LogicalResult {
        }] # !subst("$_attr", "propAttr",
          !subst("$_storage", "propStorage", elem.convertFromAttribute)) # [{
      }(elemAttr, elemVal);
      if (::mlir::failed(elemRes))
        return ::mlir::failure();
      $_storage.push_back(std::move(elemVal));
    }
    return ::mlir::success();
  }];

  let convertToAttribute = [{
    SmallVector<::mlir::Attribute> elems;
    for (const auto& elemVal : $_storage) {
      auto elemAttr = [&](const }] # elem.storageType #[{& propStorage) -> ::mlir::Attribute {
        }] # !subst("$_storage", "propStorage", elem.convertToAttribute) # [{
      }(elemVal);
      elems.push_back(elemAttr);
    }
    return ::mlir::ArrayAttr::get($_ctxt, elems);
  }];

  let predicate = !if(!eq(elem.predicate, TruePred),
    TruePred,
    Concat<"::llvm::all_of($_self, ", _makeStorageWrapperPred<elem>.ret, ")">);

  defvar elemParserPrologue = [{
    auto& storage = $_storage;
    auto parseElemFn = [&]() -> ::mlir::ParseResult {
      }] # _makePropStorage<elem, "elemVal">.ret # [{
      auto elemParse = [&](}] # elem.storageType # [{& propStorage) -> ::mlir::ParseResult {
        }] # !subst("$_storage", "propStorage", elem.parser) # [{
        return ::mlir::success();
       }(elemVal);
      if (::mlir::failed(elemParse))
        return ::mlir::failure();
      storage.push_back(std::move(elemVal));
      return ::mlir::success();
    };
    }];
  let parser = elemParserPrologue # [{
    return $_parser.parseCommaSeparatedList(
      ::mlir::OpAsmParser::Delimiter::Square, parseElemFn);
  }];
  let optionalParser = elemParserPrologue # [{
    auto oldLoc = $_parser.getCurrentLocation();
    auto parseResult = $_parser.parseCommaSeparatedList(
      ::mlir::OpAsmParser::Delimiter::OptionalSquare, parseElemFn);
    if (::mlir::failed(parseResult))
      return ::mlir::failure();
    auto newLoc = $_parser.getCurrentLocation();
    if (oldLoc == newLoc)
      return std::nullopt;
    return ::mlir::success();
  }];

  let printer = [{ [&](){
    $_printer << "[";
    auto elemPrinter = [&](const }] # elem.storageType # [{& elemVal) {
      }] # !subst("$_storage", "elemVal", elem.printer) #[{;
    };
    ::llvm::interleaveComma($_storage, $_printer, elemPrinter);
    $_printer << "]";
  }()}];

  let readFromMlirBytecode = [{
    uint64_t length;
    if (::mlir::failed($_reader.readVarInt(length)))
      return ::mlir::failure();
    $_storage.reserve(length);
    for (uint64_t i = 0; i < length; ++i) {
      }]# _makePropStorage<elem, "elemVal">.ret # [{
      auto elemRead = [&](}] # elem.storageType # [{& propStorage) -> ::mlir::LogicalResult {
        }] # !subst("$_storage", "propStorage", elem.readFromMlirBytecode) # [{;
        return ::mlir::success();
      }(elemVal);
      if (::mlir::failed(elemRead))
        return ::mlir::failure();
      $_storage.push_back(std::move(elemVal));
    }
  }];

  let writeToMlirBytecode = [{
    $_writer.writeVarInt($_storage.size());
    for (const auto& elemVal : $_storage) {
      [&]() {
        }] # !subst("$_storage", "elemVal", elem.writeToMlirBytecode) #[{;
      }();
    }
  }];

  let hashProperty = !if(!empty(elem.hashProperty),
    [{hash_value(::llvm::ArrayRef<}] # elem.storageType # [{>{$_storage})}],
    [{[&]() -> ::llvm::hash_code {
        auto getElemHash = [](const auto& propStorage) -> ::llvm::hash_code {
          return }] # !subst("$_storage", "propStorage", elem.hashProperty) # [{;
        };
        auto mapped = ::llvm::map_range($_storage, getElemHash);
        return ::llvm::hash_combine_range(mapped);
      }()
    }]);
}
class ArrayProperty<Property elem = Property<>, string newSummary = "">
  : ArrayProp<elem, newSummary>, Deprecated<"moved to shorter name ArrayProp">;

// An array of integers converted with the DenseArrayAttr helpers.
class IntArrayProp<Property elem, string newSummary=""> :
    ArrayProp<elem, newSummary> {
  let convertFromAttribute = [{
    return convertFromAttribute($_storage, $_attr, $_diag);
  }];
  let convertToAttribute = [{
    return convertToAttribute($_ctxt, $_storage);
  }];
}
class IntArrayProperty<Property elem, string newSummary="">
  : IntArrayProp<elem, newSummary>, Deprecated<"moved to shorter name IntArrayProp">;

// std::optional of `p`: `none` or `some<value>` (or just the value when `p`
// has an optional parser and no default, unless canDelegateParsing = 0).
// The generic form is a 0- or 1-element ArrayAttr.
class OptionalProp<Property p, bit canDelegateParsing = 1>
    : Property<"std::optional<" # p.storageType # ">",
        "optional " # p.summary, "std::optional<" # p.interfaceType # ">"> {

  defvar plainStorage = !and(!eq(p.convertFromStorage, "$_storage"),
    !eq(p.assignToStorage, "$_storage = $_value"),
    !eq(p.storageType, p.interfaceType));

  defvar delegateParse = !and(!empty(p.defaultValue),
    !not(!empty(p.optionalParser)), canDelegateParsing);

  let defaultValue = "std::nullopt";

  let convertFromStorage = !if(plainStorage,
    p.convertFromStorage,
    [{($_storage.has_value() ? std::optional<}] # p.interfaceType # ">{"
      # !subst("$_storage", "(*($_storage))", p.convertFromStorage)
      # [{} : std::nullopt)}]);
  let assignToStorage = !if(plainStorage,
    p.assignToStorage,
    [{[&]() {
      if (!$_value.has_value()) {
        $_storage = std::nullopt;
        return;
      }
      }] # _makePropStorage<p, "presentVal">.ret # [{
      [&](}] # p.storageType # [{& propStorage) {
        }] # !subst("$_storage", "propStorage",
          !subst("$_value", "(*($_value))", p.assignToStorage)) # [{;
      }(presentVal);
      $_storage = std::move(presentVal);
    }()}]);

  let convertFromAttribute = [{
    auto arrayAttr = ::llvm::dyn_cast<::mlir::ArrayAttr>($_attr);
    if (!arrayAttr)
      return $_diag() << "expected optional properties to materialize as arrays";
    if (arrayAttr.size() > 1)
      return $_diag() << "expected optional properties to become 0- or 1-element arrays";
    if (arrayAttr.empty()) {
      $_storage = std::nullopt;
      return ::mlir::success();
    }
    ::mlir::Attribute presentAttr = arrayAttr[0];
    }] # _makePropStorage<p, "presentVal">.ret # [{
    auto presentRes = [&](::mlir::Attribute propAttr, }] # p.storageType # [{& propStorage) -> ::mlir::LogicalResult {
      }] # !subst("$_storage", "propStorage",
          !subst("$_attr", "propAttr", p.convertFromAttribute)) # [{
    }(presentAttr, presentVal);
    if (::mlir::failed(presentRes))
      return ::mlir::failure();
    $_storage = std::move(presentVal);
    return ::mlir::success();
  }];

  let convertToAttribute = [{
    if (!$_storage.has_value()) {
      return ::mlir::ArrayAttr::get($_ctxt, {});
    }
    auto attr = [&]() -> ::mlir::Attribute {
      }] # !subst("$_storage", "(*($_storage))", p.convertToAttribute) # [{
    }();
    return ::mlir::ArrayAttr::get($_ctxt, {attr});
  }];

  let predicate = !if(!ne(p.predicate, TruePred),
    Or<[CPred<"!$_self.has_value()">,
        SubstLeaves<"$_self", "(*($_self))", p.predicate>]>,
    TruePred);

  defvar delegParsePrologue = [{
    if (::mlir::succeeded($_parser.parseOptionalKeyword("none"))) {
      $_storage = std::nullopt;
      return ::mlir::success();
    }
    }] #_makePropStorage<p, "presentVal">.ret # [{
    auto delegParseResult = [&](}] # p.storageType # [{& propStorage) -> ::mlir::OptionalParseResult {
    }] # !subst("$_storage", "propStorage", p.optionalParser) # [{
        return ::mlir::success();
    }(presentVal);
    if (!delegParseResult.has_value()) {
  }];

  defvar delegParseEpilogue = [{
    }
    if (delegParseResult.has_value() && ::mlir::failed(*delegParseResult))
      return ::mlir::failure();
    $_storage = std::move(presentVal);
    return ::mlir::success();
  }];
  defvar delegParse = delegParsePrologue # [{
    return ::mlir::failure();
  }] # delegParseEpilogue;
  defvar delegOptParse = delegParsePrologue # [{
      return std::nullopt;
  }] # delegParseEpilogue;

  defvar someParsePrologue = [{
    ::llvm::StringRef keyword;
    if (::mlir::failed($_parser.parseOptionalKeyword(&keyword, {"none", "some"}))) {
  }];
  defvar someParseEpilogue = [{
    }
    if (keyword == "none") {
      $_storage = std::nullopt;
      return ::mlir::success();
    }
    if (::mlir::failed($_parser.parseLess()))
      return ::mlir::failure();
    }] # _makePropStorage<p, "presentVal">.ret # [{
    auto presentParse = [&](}] # p.storageType # [{& propStorage) -> ::mlir::ParseResult {
      }] # !subst("$_storage", "propStorage", p.parser) # [{
      return ::mlir::success();
    }(presentVal);
    if (presentParse || $_parser.parseGreater())
      return ::mlir::failure();
    $_storage = std::move(presentVal);
  }];
  defvar someParse = someParsePrologue # [{
    return $_parser.emitError($_parser.getCurrentLocation(), "expected 'none' or 'some<prop>'");
  }] # someParseEpilogue;
  defvar someOptParse = someParsePrologue # [{
    return std::nullopt;
  }] # someParseEpilogue;

  let parser = !if(delegateParse, delegParse, someParse);
  let optionalParser = !if(delegateParse,
    delegOptParse, someOptParse);

  defvar delegPrint = [{
    [&]() {
      if (!$_storage.has_value()) {
        $_printer << "none";
        return;
      }
      }] # !subst("$_storage", "(*($_storage))", p.printer) # [{;
    }()}];
  defvar somePrint = [{
      [&]() {
        if (!$_storage.has_value()) {
          $_printer << "none";
          return;
        }
        $_printer << "some<";
        }] # !subst("$_storage", "(*($_storage))", p.printer) # [{;
        $_printer << ">";
      }()}];
  let printer = !if(delegateParse, delegPrint, somePrint);

  let readFromMlirBytecode = [{
    bool isPresent = false;
    if (::mlir::failed($_reader.readBool(isPresent)))
      return ::mlir::failure();
    if (!isPresent) {
      $_storage = std::nullopt;
      return ::mlir::success();
    }
    }] # _makePropStorage<p, "presentVal">.ret # [{
    auto presentResult = [&](}] # p.storageType # [{& propStorage) -> ::mlir::LogicalResult {
      }] # !subst("$_storage", "propStorage", p.readFromMlirBytecode) # [{;
      return ::mlir::success();
    }(presentVal);
    if (::mlir::failed(presentResult))
      return ::mlir::failure();
    $_storage = std::move(presentVal);
  }];
  let writeToMlirBytecode = [{
    $_writer.writeOwnedBool($_storage.has_value());
    if ($_storage.has_value()) {
      }] # !subst("$_storage", "(*($_storage))", p.writeToMlirBytecode) # [{
    }
  }];

  let hashProperty = !if(!empty(p.hashProperty), p.hashProperty,
    [{ hash_value($_storage.has_value() ? std::optional<::llvm::hash_code>{}] #
      !subst("$_storage", "(*($_storage))", p.hashProperty) #[{} : std::nullopt) }]);
  assert !or(!not(delegateParse), !eq(defaultValue, "std::nullopt")),
    "For delegated parsing to be used, the default value must be nullopt. " #
    "To use a non-trivial default, set the canDelegateParsing argument to 0";
}
class OptionalProperty<Property p, bit canDelegateParsing = 1>
  : OptionalProp<p, canDelegateParsing>,
    Deprecated<"moved to shorter name OptionalProp">;

#endif // TBLGEN_PY_PROPERTIES_TD
