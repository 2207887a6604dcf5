//===-- EnumAttr.td - enum attributes and properties ------*- tablegen -*-===//
//
// An enum is described once (EnumInfo: name, cases, width) and can then
// be stored as a signless integer attribute (I32EnumAttr / BitEnumAttr),
// as a dialect attribute wrapping the C++ enum (EnumAttr), or as a
// property (EnumProp). -gen-enum-decls/-defs emit the C++ enum class and
// its string conversions.
//
//===----------------------------------------------------------------------===//

#ifndef TBLGEN_PY_ENUMATTR_TD
#define TBLGEN_PY_ENUMATTR_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/Properties.td"

//===----------------------------------------------------------------------===//
// Cases
//===----------------------------------------------------------------------===//

// C++ enumerator `sym` with value `intVal`, spelled `strVal` in the IR.
class EnumCase<string sym, int intVal, string strVal, int widthVal> {
  string symbol = sym;
  int value = intVal;
  string str = strVal;
  int width = widthVal;
}

// A case that is also an attribute constraint matching exactly its value.
class IntEnumAttrCaseBase<I intType, string sym, string strVal, int intVal>
    : EnumCase<sym, intVal, strVal, intType.bitwidth>,
      SignlessIntegerAttrBase<intType, "case " # strVal> {
  let predicate = CPred<[{
    ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().eq(::llvm::APInt(}]
      # intType.bitwidth # ", " # intVal # "))">;
}

class I32EnumCase<string sym, int val, string str = sym>
    : EnumCase<sym, val, str, 32>;
class I64EnumCase<string sym, int val, string str = sym>
    : EnumCase<sym, val, str, 64>;
class I32EnumAttrCase<string sym, int val, string str = sym>
    : IntEnumAttrCaseBase<I32, sym, str, val>;
class I64EnumAttrCase<string sym, int val, string str = sym>
    : IntEnumAttrCaseBase<I64, sym, str, val>;

// Bit-enum cases: `val` is a mask (one bit, none, or a group of bits).
class BitEnumCaseBase<string sym, int val, string str, int width>
    : EnumCase<sym, val, str, width>;
class I8BitEnumCase<string sym, int val, string str = sym>
    : BitEnumCaseBase<sym, val, str, 8>;
class I16BitEnumCase<string sym, int val, string str = sym>
    : BitEnumCaseBase<sym, val, str, 16>;
class I32BitEnumCase<string sym, int val, string str = sym>
    : BitEnumCaseBase<sym, val, str, 32>;
class I64BitEnumCase<string sym, int val, string str = sym>
    : BitEnumCaseBase<sym, val, str, 64>;

class BitEnumAttrCaseBase<I intType, string sym, int val, string str = sym>
    : BitEnumCaseBase<sym, val, str, intType.bitwidth>,
      SignlessIntegerAttrBase<intType, "case " #str>;
class I8BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I8, sym, val, str>;
class I16BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I16, sym, val, str>;
class I32BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I32, sym, val, str>;
class I64BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I64, sym, val, str>;

// The all-bits-clear case.
class BitEnumCaseNone<string sym, string str, int width>
    : BitEnumCaseBase<sym, 0, str, width>;
class I8BitEnumCaseNone<string sym, string str = sym>
    : BitEnumCaseNone<sym, str, 8>;
class I16BitEnumCaseNone<string sym, string str = sym>
    : BitEnumCaseNone<sym, str, 16>;
class I32BitEnumCaseNone<string sym, string str = sym>
    : BitEnumCaseNone<sym, str, 32>;
class I64BitEnumCaseNone<string sym, string str = sym>
    : BitEnumCaseNone<sym, str, 64>;
class I8BitEnumAttrCaseNone<string sym, string str = sym>
    : I8BitEnumAttrCase<sym, 0, str>;
class I16BitEnumAttrCaseNone<string sym, string str = sym>
    : I16BitEnumAttrCase<sym, 0, str>;
class I32BitEnumAttrCaseNone<string sym, string str = sym>
    : I32BitEnumAttrCase<sym, 0, str>;
class I64BitEnumAttrCaseNone<string sym, string str = sym>
    : I64BitEnumAttrCase<sym, 0, str>;

// The case with only bit `pos` set.
class BitEnumCaseBit<string sym, int pos, string str, int width>
    : BitEnumCaseBase<sym, !shl(1, pos), str, width> {
  assert !and(!ge(pos, 0), !lt(pos, width)),
      "bit position larger than underlying storage";
}
class I8BitEnumCaseBit<string sym, int pos, string str = sym>
    : BitEnumCaseBit<sym, pos, str, 8>;
class I16BitEnumCaseBit<string sym, int pos, string str = sym>
    : BitEnumCaseBit<sym, pos, str, 16>;
class I32BitEnumCaseBit<string sym, int pos, string str = sym>
    : BitEnumCaseBit<sym, pos, str, 32>;
class I64BitEnumCaseBit<string sym, int pos, string str = sym>
    : BitEnumCaseBit<sym, pos, str, 64>;
class BitEnumAttrCaseBit<I intType, string sym, int pos, string str = sym>
    : BitEnumAttrCaseBase<intType, sym, !shl(1, pos), str> {
  assert !and(!ge(pos, 0), !lt(pos, intType.bitwidth)),
      "bit position larger than underlying storage";
}
class I8BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBit<I8, sym, pos, str>;
class I16BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBit<I16, sym, pos, str>;
class I32BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBit<I32, sym, pos, str>;
class I64BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBit<I64, sym, pos, str>;

// The union of other cases' bits.
class BitEnumCaseGroup<string sym, list<BitEnumCaseBase> cases,
                       string str = sym>
    : BitEnumCaseBase<sym,
        !foldl(0, cases, value, bitcase, !or(value, bitcase.value)),
        str, !head(cases).width>;
class BitEnumAttrCaseGroup<I intType, string sym,
                           list<BitEnumCaseBase> cases, string str = sym>
    : BitEnumAttrCaseBase<intType, sym,
        !foldl(0, cases, value, bitcase, !or(value, bitcase.value)), str>;
class I8BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                             string str = sym>
    : BitEnumAttrCaseGroup<I8, sym, cases, str>;
class I16BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                              string str = sym>
    : BitEnumAttrCaseGroup<I16, sym, cases, str>;
class I32BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                              string str = sym>
    : BitEnumAttrCaseGroup<I32, sym, cases, str>;
class I64BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                              string str = sym>
    : BitEnumAttrCaseGroup<I64, sym, cases, str>;

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

// The C++ enum class and the names of its generated helper functions.
class EnumInfo<string name, string summaryValue, list<EnumCase> cases,
               int width> {
  string summary = summaryValue;
  string description = "Enum cases:\n" # !interleave(
      !foreach(case, cases, "* " # case.str # " (`" # case.symbol # "`)"),
      "\n");
  string cppNamespace = "";
  string className = name;
  string cppType = cppNamespace # "::" # className;
  list<EnumCase> enumerants = cases;
  int bitwidth = width;
  string underlyingType = "uint" # width # "_t";
  string underlyingToSymbolFnName = "symbolize" # name;
  string stringToSymbolFnName = "symbolize" # name;
  string symbolToStringFnName = "stringify" # name;
  string symbolToStringFnRetType = "::llvm::StringRef";
  string maxEnumValFnName = "getMaxEnumValFor" # name;
}

// An enum that is also an attribute constraint. With genSpecializedAttr
// (the default) values are stored as a generated <name>Attr class,
// otherwise as the plain integer attribute `baseClass`.
class EnumAttrInfo<string name, list<EnumCase> cases,
                   SignlessIntegerAttrBase baseClass>
    : EnumInfo<name, baseClass.summary, cases,
               !cast<I>(baseClass.valueType).bitwidth>,
      Attr<baseClass.predicate, baseClass.summary> {
  bit genSpecializedAttr = 1;
  Attr baseAttrClass = baseClass;
  string specializedAttrClassName = name # Attr;
  let predicate = !if(genSpecializedAttr,
    CPred<"::llvm::isa<" # cppNamespace # "::" # specializedAttrClassName #
          ">($_self)">,
    baseAttrClass.predicate);
  let storageType = !if(genSpecializedAttr,
    cppNamespace # "::" # specializedAttrClassName,
    baseAttrClass.storageType);
  let returnType = !if(genSpecializedAttr,
    cppNamespace # "::" # className,
    baseAttrClass.returnType);
  let constBuilderCall = !if(genSpecializedAttr,
    cppNamespace # "::" # specializedAttrClassName #
    "::get($_builder.getContext(), $0)",
    baseAttrClass.constBuilderCall);
  let valueType = baseAttrClass.valueType;
  string parameterParser = ?;
  string parameterPrinter = ?;
}

// An enum attribute defaulting to `case`.
class DefaultValuedEnumAttr<EnumAttrInfo attr, EnumCase case>
    : DefaultValuedAttr<attr, attr.cppType # "::" # case.symbol>;

// Integer enums without an attribute form.
class IntEnum<string name, string summary, list<EnumCase> cases, int width>
    : EnumInfo<name,
        !if(!empty(summary), "allowed i" # width # " cases: " #
            !interleave(!foreach(case, cases, case.value), ", "), summary),
        cases, width>;
class I32Enum<string name, string summary, list<EnumCase> cases>
    : IntEnum<name, summary, cases, 32>;
class I64Enum<string name, string summary, list<EnumCase> cases>
    : IntEnum<name, summary, cases, 64>;

// An integer attribute whose value is one of the cases.
class IntEnumAttrBase<I intType, list<IntEnumAttrCaseBase> cases,
                      string summary>
    : SignlessIntegerAttrBase<intType, summary> {
  let predicate = And<[
    SignlessIntegerAttrBase<intType, summary>.predicate,
    Or<!foreach(case, cases, case.predicate)>]>;
}

class IntEnumAttr<I intType, string name, string summary,
                  list<IntEnumAttrCaseBase> cases>
    : EnumAttrInfo<name, cases,
        IntEnumAttrBase<intType, cases,
          !if(!empty(summary), "allowed " # intType.summary # " cases: " #
              !interleave(!foreach(case, cases, case.value), ", "),
              summary)>> {
  // Parses one keyword (or string) naming a case.
  let parameterParser = [{[&]() -> ::mlir::FailureOr<}] # cppType # [{> {
    auto loc = $_parser.getCurrentLocation();
    std::string enumKeyword;
    if (::mlir::failed($_parser.parseKeywordOrString(&enumKeyword)))
      return ::mlir::failure();
    auto maybeEnum = }] # cppNamespace # "::" #
                          stringToSymbolFnName # [{(enumKeyword);
    if (maybeEnum)
      return *maybeEnum;
    return {(::llvm::LogicalResult)($_parser.emitError(loc) << "expected " }] #
    [{<< "}] # cppType # [{" << " to be one of: " << }] #
    !interleave(!foreach(enum, enumerants, "\"" # enum.str # "\""),
                [{ << ", " << }]) # [{)};
  }()}];
  let parameterPrinter = "$_printer << " # symbolToStringFnName # "($_self)";
}

class I32EnumAttr<string name, string summary, list<I32EnumAttrCase> cases>
    : IntEnumAttr<I32, name, summary, cases> {
  let underlyingType = "uint32_t";
}
class I64EnumAttr<string name, string summary, list<I64EnumAttrCase> cases>
    : IntEnumAttr<I64, name, summary, cases> {
  let underlyingType = "uint64_t";
}

// Fields shared by bit enums.
class BitEnumBase<list<BitEnumCaseBase> cases> {
  int validBits = !foldl(0, cases, value, bitcase, !or(value, bitcase.value));
  string separator = "|";       // between set bits in the string form
  assert !or(!ge(!find(separator, "|"), 0), !ge(!find(separator, ","), 0)),
      "separator must contain '|' or ',' for parameter parsing";
  bit printBitEnumPrimaryGroups = 0;
  bit printBitEnumQuoted = 0;
}

class BitEnum<string name, string summary, list<BitEnumCaseBase> cases,
              int width>
    : EnumInfo<name, summary, cases, width>, BitEnumBase<cases> {
  let symbolToStringFnRetType = "std::string";
}
class I8BitEnum<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnum<name, summary, cases, 8>;
class I16BitEnum<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnum<name, summary, cases, 16>;
class I32BitEnum<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnum<name, summary, cases, 32>;
class I64BitEnum<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnum<name, summary, cases, 64>;

// An integer attribute with no bits outside the cases set.
class BitEnumAttrBase<I intType, list<BitEnumCaseBase> cases, string summary>
    : SignlessIntegerAttrBase<intType, summary> {
  let predicate = And<[
    SignlessIntegerAttrBase<intType, summary>.predicate,
    CPred<"!(::llvm::cast<::mlir::IntegerAttr>($_self).getValue()"
          ".getZExtValue() & (~(" #
          !interleave(!foreach(case, cases, case.value # "u"), "|") #
          ")))">]>;
}

class BitEnumAttr<I intType, string name, string summary,
                  list<BitEnumCaseBase> cases>
    : EnumAttrInfo<name, cases, BitEnumAttrBase<intType, cases, summary>>,
      BitEnumBase<cases> {
  let symbolToStringFnRetType = "std::string";
  string parseSeparatorFn = !if(!ge(!find(separator, "|"), 0),
                                "parseOptionalVerticalBar",
                                "parseOptionalComma");
  // Parses separator-joined case names and ORs them together.
  let parameterParser = [{[&]() -> ::mlir::FailureOr<}] # cppType # [{> {
    }] # cppType # [{ flags = {};
    auto loc = $_parser.getCurrentLocation();
    std::string enumKeyword;
    do {
      if (::mlir::failed($_parser.parseKeywordOrString(&enumKeyword)))
        return ::mlir::failure();
      auto maybeEnum = }] # cppNamespace # "::" #
                            stringToSymbolFnName # [{(enumKeyword);
      if (!maybeEnum) {
          return {(::llvm::LogicalResult)($_parser.emitError(loc) << }] #
              [{"expected " << "}] # cppType # [{" << " to be one of: " << }] #
              !interleave(!foreach(enum, enumerants, "\"" # enum.str # "\""),
                          [{ << ", " << }]) # [{)};
      }
      flags = flags | *maybeEnum;
    } while(::mlir::succeeded($_parser.}] # parseSeparatorFn # [{()));
    return flags;
  }()}];
  let parameterPrinter = "$_printer << " # symbolToStringFnName # "($_self)";
  let printBitEnumQuoted = 1;
}

class I8BitEnumAttr<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnumAttr<I8, name, summary, cases> {
  let underlyingType = "uint8_t";
}
class I16BitEnumAttr<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnumAttr<I16, name, summary, cases> {
  let underlyingType = "uint16_t";
}
class I32BitEnumAttr<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnumAttr<I32, name, summary, cases> {
  let underlyingType = "uint32_t";
}
class I64BitEnumAttr<string name, string summary, list<BitEnumCaseBase> cases>
    : BitEnumAttr<I64, name, summary, cases> {
  let underlyingType = "uint64_t";
}

//===----------------------------------------------------------------------===//
// Dialect enum attributes
//===----------------------------------------------------------------------===//

// An attribute parameter holding the C++ enum.
class EnumParameter<EnumInfo enumInfo>
    : AttrParameter<enumInfo.cppNamespace # "::" # enumInfo.className,
                    "an enum of type " # enumInfo.className> {
  let parser = !if(!isa<EnumAttrInfo>(enumInfo),
                   !cast<EnumAttrInfo>(enumInfo).parameterParser, ?);
  let printer = !if(!isa<EnumAttrInfo>(enumInfo),
                    !cast<EnumAttrInfo>(enumInfo).parameterPrinter, ?);
}

// <dialect>.<name><value> attribute wrapping `enumInfo`'s C++ enum.
class EnumAttr<Dialect dialect, EnumInfo enumInfo, string name = "",
               list <Trait> traits = []>
    : AttrDef<dialect, enumInfo.className, traits> {
  let summary = enumInfo.summary;
  let description = enumInfo.description;
  EnumInfo enum = enumInfo;
  let cppNamespace = enumInfo.cppNamespace;
  let constBuilderCall = cppNamespace # "::" # cppClassName #
                         "::get($_builder.getContext(), $0)";
  let returnType = enumInfo.cppNamespace # "::" # enumInfo.className;
  let convertFromStorage = "$_self.getValue()";
  let parameters = (ins EnumParameter<enumInfo>:$value);
  let mnemonic = name;
  let assemblyFormat = "$value";
}

//===----------------------------------------------------------------------===//
// Enum properties
//===----------------------------------------------------------------------===//

// The enum stored as a property (IntegerAttr in the generic form).
class EnumProp<EnumInfo enumInfo>
    : Property<enumInfo.cppType, enumInfo.summary> {
  EnumInfo enum = enumInfo;

  let description = enum.description;
  let predicate = !if(
    !isa<BitEnumBase>(enum),
    CPred<"(static_cast<" # enum.underlyingType # ">($_self) & ~" #
          !cast<BitEnumBase>(enum).validBits # ") == 0">,
    Or<!foreach(case, enum.enumerants,
                CPred<"$_self == " # enum.cppType # "::" # case.symbol>)>);

  let convertFromAttribute = [{
    auto intAttr = ::mlir::dyn_cast_if_present<::mlir::IntegerAttr>($_attr);
    if (!intAttr) {
      return $_diag() << "expected IntegerAttr storage for }] #
        enum.cppType # [{";
    }
    $_storage = static_cast<}] # enum.cppType # [{>(intAttr.getValue().getZExtValue());
    return ::mlir::success();
  }];

  let convertToAttribute = [{
    return ::mlir::IntegerAttr::get(::mlir::IntegerType::get($_ctxt, }] # enum.bitwidth
      # [{), static_cast<}] # enum.underlyingType #[{>($_storage));
  }];

  let writeToMlirBytecode = [{
    $_writer.writeVarInt(static_cast<uint64_t>($_storage));
  }];

  let readFromMlirBytecode = [{
    uint64_t rawValue;
    if (::mlir::failed($_reader.readVarInt(rawValue)))
      return ::mlir::failure();
    if (rawValue > std::numeric_limits<}] # enum.underlyingType # [{>::max())
      return ::mlir::failure();
    $_storage = static_cast<}] # enum.cppType # [{>(rawValue);
  }];

  let optionalParser = [{
    auto value = ::mlir::FieldParser<std::optional<}] # enum.cppType # [{>>::parse($_parser);
    if (::mlir::failed(value))
      return ::mlir::failure();
    if (!(value->has_value()))
      return std::nullopt;
    $_storage = std::move(**value);
  }];
}

// An EnumProp that also accepts (and, with storeInCustomAttribute, stores
// itself as) the enum's attribute `attributeForm`.
class EnumPropWithAttrForm<EnumInfo enumInfo, Attr attributeForm>
    : EnumProp<enumInfo> {
  Attr attrForm = attributeForm;
  bit storeInCustomAttribute = 0;

  let convertFromAttribute = [{
    auto customAttr = ::mlir::dyn_cast_if_present<}]
    # attrForm.storageType # [{>($_attr);
    if (customAttr) {
      $_storage = customAttr.getValue();
      return ::mlir::success();
    }
    auto intAttr = ::mlir::dyn_cast_if_present<::mlir::IntegerAttr>($_attr);
    if (!intAttr) {
      return $_diag() << "expected }] # attrForm.storageType
      # [{ or IntegerAttr storage for }] # enum.cppType # [{";
    }
    $_storage = static_cast<}] # enum.cppType # [{>(intAttr.getValue().getZExtValue());
    return ::mlir::success();
  }];

  let convertToAttribute = !if(storeInCustomAttribute, [{
    return }] # attrForm.storageType # [{::get($_ctxt, $_storage);
  }], [{
    return ::mlir::IntegerAttr::get(::mlir::IntegerType::get($_ctxt, }] # enumInfo.bitwidth
      # [{), static_cast<}] # enum.underlyingType #[{>($_storage));
  }]);
}

// Parser and printer of the `mnemonic<value>` syntax of named enum props.
class _namedEnumPropFields<string cppType, string mnemonic> {
  code parser = [{
    if ($_parser.parseKeyword("}] # mnemonic # [{")
        || $_parser.parseLess()) {
      return ::mlir::failure();
    }
    auto parseRes = ::mlir::FieldParser<}] # cppType # [{>::parse($_parser);
    if (::mlir::failed(parseRes) ||
        ::mlir::failed($_parser.parseGreater())) {
      return ::mlir::failure();
    }
    $_storage = *parseRes;
  }];

  code optionalParser = [{
    if ($_parser.parseOptionalKeyword("}] # mnemonic # [{")) {
      return std::nullopt;
    }
    if ($_parser.parseLess()) {
      return ::mlir::failure();
    }
    auto parseRes = ::mlir::FieldParser<}] # cppType # [{>::parse($_parser);
    if (::mlir::failed(parseRes) ||
        ::mlir::failed($_parser.parseGreater())) {
      return ::mlir::failure();
    }
    $_storage = *parseRes;
  }];

  code printer = [{
    $_printer << "}] # mnemonic # [{<" << $_storage << ">";
  }];
}

// Enum properties printed as `mnemonic<case>`.
class NamedEnumProp<EnumInfo enumInfo, string name>
    : EnumProp<enumInfo> {
  string mnemonic = name;
  let parser = _namedEnumPropFields<enum.cppType, mnemonic>.parser;
  let optionalParser =
    _namedEnumPropFields<enum.cppType, mnemonic>.optionalParser;
  let printer = _namedEnumPropFields<enum.cppType, mnemonic>.printer;
}

class NamedEnumPropWithAttrForm<EnumInfo enumInfo, string name,
                                Attr attributeForm>
    : EnumPropWithAttrForm<enumInfo, attributeForm> {
  string mnemonic = name;
  let parser = _namedEnumPropFields<enum.cppType, mnemonic>.parser;
  let optionalParser =
    _namedEnumPropFields<enum.cppType, mnemonic>.optionalParser;
  let printer = _namedEnumPropFields<enumInfo.cppType, mnemonic>.printer;
}

//===----------------------------------------------------------------------===//
// Constant enum cases (for DRR)
//===----------------------------------------------------------------------===//

// The C++ enumerator whose string form is `case`.
class _symbolToValue<EnumInfo enumInfo, string case> {
  defvar cases = !filter(iter, enumInfo.enumerants, !eq(iter.str, case));
  assert !not(!empty(cases)), "failed to find enum-case '" # case # "'";
  string value = enumInfo.cppType # "::" #
                 !if(!empty(cases), "", !head(cases).symbol);
}

// "a|b" -> the enumerators of a and b joined with `|`.
class _bitSymbolsToValue<EnumInfo bitEnum, string case> {
  assert !isa<BitEnumBase>(bitEnum), "_bitSymbolsToValue not given a bit enum";
  defvar pos = !find(case, "|");
  string value = !if(!eq(pos, -1),
    _symbolToValue<bitEnum, case>.value,
    _symbolToValue<bitEnum, !substr(case, 0, pos)>.value # "|" #
    _bitSymbolsToValue<bitEnum, !substr(case, !add(pos, 1))>.value);
}

class ConstantEnumCaseBase<Attr attribute, EnumInfo enumInfo, string case>
    : ConstantAttr<attribute,
        !if(!isa<BitEnumBase>(enumInfo),
            _bitSymbolsToValue<enumInfo, case>.value,
            _symbolToValue<enumInfo, case>.value)>;

// A constant of an enum attribute (EnumAttr or *EnumAttr), named by its
// string form.
class ConstantEnumCase<Attr attribute, string case>
    : ConstantEnumCaseBase<attribute,
        !if(!isa<EnumInfo>(attribute), !cast<EnumInfo>(attribute),
            !cast<EnumAttr>(attribute).enum), case> {
  assert !or(!isa<EnumAttr>(attribute), !isa<EnumInfo>(attribute)),
    "attribute must be one of 'EnumAttr' or 'EnumInfo'";
}

#endif // TBLGEN_PY_ENUMATTR_TD
