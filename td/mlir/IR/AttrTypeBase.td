//===-- AttrTypeBase.td - dialect attributes and types ----*- tablegen -*-===//
//
// AttrDef / TypeDef define new attribute and type classes of a dialect;
// their parameters (AttrOrTypeParameter) become storage fields.
//
//===----------------------------------------------------------------------===//

#ifndef TBLGEN_PY_ATTRTYPEBASE_TD
#define TBLGEN_PY_ATTRTYPEBASE_TD

include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/Constraints.td"
include "mlir/IR/DialectBase.td"
include "mlir/IR/Traits.td"

//===----------------------------------------------------------------------===//
// Traits of attributes and types
//===----------------------------------------------------------------------===//

class NativeAttrTrait<string name, code extraAttrDeclaration = [{}],
                      code extraAttrDefinition = [{}]>
    : NativeTrait<name, "Attribute", extraAttrDeclaration,
                  extraAttrDefinition>;
class ParamNativeAttrTrait<string prop, string params>
    : ParamNativeTrait<prop, params, "Attribute">;
class GenInternalAttrTrait<string prop> : GenInternalTrait<prop, "Attribute">;
class PredAttrTrait<string descr, Pred pred> : PredTrait<descr, pred>;

class NativeTypeTrait<string name, code extraTypeDeclaration = [{}],
                      code extraTypeDefinition = [{}]>
    : NativeTrait<name, "Type", extraTypeDeclaration, extraTypeDefinition>;
class ParamNativeTypeTrait<string prop, string params>
    : ParamNativeTrait<prop, params, "Type">;
class GenInternalTypeTrait<string prop> : GenInternalTrait<prop, "Type">;
class PredTypeTrait<string descr, Pred pred> : PredTrait<descr, pred>;

def MutableType : NativeTypeTrait<"IsMutable">;

//===----------------------------------------------------------------------===//
// Custom builders (`get` methods)
//===----------------------------------------------------------------------===//

// `parameters` is an (ins ...) dag of C++ types or CArg; the body, if
// any, returns the built value.
class AttrOrTypeBuilder<dag parameters, code bodyCode = "",
                        string returnTypeStr = ""> {
  dag dagParams = parameters;
  code body = bodyCode;
  string returnType = returnTypeStr;
  bit hasInferredContextParam = 0;   // context comes from a parameter
}
class AttrBuilder<dag parameters, code bodyCode = "", string returnType = "">
    : AttrOrTypeBuilder<parameters, bodyCode, returnType>;
class TypeBuilder<dag parameters, code bodyCode = "", string returnType = "">
    : AttrOrTypeBuilder<parameters, bodyCode, returnType>;
class AttrOrTypeBuilderWithInferredContext<dag parameters,
                                           code bodyCode = "",
                                           string returnType = "">
    : TypeBuilder<parameters, bodyCode, returnType> {
  let hasInferredContextParam = 1;
}
class AttrBuilderWithInferredContext<dag parameters, code bodyCode = "",
                                     string returnType = "">
    : AttrOrTypeBuilderWithInferredContext<parameters, bodyCode, returnType>;
class TypeBuilderWithInferredContext<dag parameters, code bodyCode = "",
                                     string returnType = "">
    : AttrOrTypeBuilderWithInferredContext<parameters, bodyCode, returnType>;

//===----------------------------------------------------------------------===//
// AttrDef and TypeDef
//===----------------------------------------------------------------------===//

// Fields shared by attribute and type definitions.
class AttrOrTypeDef<string valueType, string name, list<Trait> defTraits,
                    string baseCppClass> {
  string cppBaseClassName = baseCppClass;
  string description = "";
  string storageClass = name # valueType # "Storage";
  string storageNamespace = "detail";
  bit genStorageClass = 1;
  bit hasStorageCustomConstructor = 0;
  dag parameters = (ins);
  list<AttrOrTypeBuilder> builders = ?;
  list<Trait> traits = defTraits;
  string mnemonic = ?;
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;
  bit genAccessors = 1;
  bit skipDefaultBuilders = 0;
  bit genVerifyDecl = 0;
  code extraClassDeclaration = [{}];
  code extraClassDefinition = [{}];
  bit genMnemonicAlias = 0;
}

// A dialect attribute class <name>Attr; also usable as an op argument.
class AttrDef<Dialect dialect, string name, list<Trait> traits = [],
              string baseCppClass = "::mlir::Attribute">
    : DialectAttr<dialect, CPred<"">, /*descr*/"">,
      AttrOrTypeDef<"Attr", name, traits, baseCppClass> {
  string cppClassName = name # "Attr";
  let storageType = dialect.cppNamespace # "::" # cppClassName;
  let returnType = dialect.cppNamespace # "::" # cppClassName;
  string cppType = dialect.cppNamespace # "::" # cppClassName;
  string attrName = dialect.name # "." # mnemonic;
  let convertFromStorage = "::llvm::cast<" # cppType # ">($_self)";
  let predicate = CPred<"::llvm::isa<" # cppType # ">($_self)">;
}

class LocationAttrDef<Dialect dialect, string name, list<Trait> traits = []>
    : AttrDef<dialect, name, traits # [NativeAttrTrait<"IsLocation">],
              "::mlir::LocationAttr">;

// A dialect type class <name>Type; also usable as an operand type.
class TypeDef<Dialect dialect, string name, list<Trait> traits = [],
              string baseCppClass = "::mlir::Type">
    : DialectType<dialect, CPred<"">, /*descr*/"", name # "Type">,
      AttrOrTypeDef<"Type", name, traits, baseCppClass> {
  string cppClassName = name # "Type";
  string cppType = dialect.cppNamespace # "::" # cppClassName;
  string typeName = dialect.name # "." # mnemonic;
  // A parameterless type can be built directly.
  let builderCall = !if(!empty(parameters),
                        "$_builder.getType<" # cppType # ">()", "");
  let predicate = CPred<"::llvm::isa<" # cppType # ">($_self)">;
}

//===----------------------------------------------------------------------===//
// Parameters
//===----------------------------------------------------------------------===//

class AttrOrTypeParameter<string type, string desc,
                          string accessorType = ""> {
  code allocator = ?;       // copies $_self into $_dst with $_allocator
  code comparator = ?;      // compares $_lhs and $_rhs
  string cppType = type;
  string cppAccessorType = !if(!empty(accessorType), type, accessorType);
  string cppStorageType = cppType;
  string convertFromStorage = "$_self";
  string summary = desc;
  string syntax = ?;
  string parser = ?;
  string printer = ?;
  string defaultValue = "";  // non-empty makes the parameter optional
}
class AttrParameter<string type, string desc, string accessorType = "">
    : AttrOrTypeParameter<type, desc, accessorType>;
class TypeParameter<string type, string desc, string accessorType = "">
    : AttrOrTypeParameter<type, desc, accessorType>;

class OptionalParameter<string type, string desc = "">
    : AttrOrTypeParameter<type, desc> {
  let defaultValue = cppStorageType # "()";
}
class DefaultValuedParameter<string type, string value, string desc = "">
    : AttrOrTypeParameter<type, desc> {
  let defaultValue = value;
}

class StringRefParameter<string desc = "", string value = "">
    : AttrOrTypeParameter<"::llvm::StringRef", desc> {
  let allocator = [{$_dst = $_allocator.copyInto($_self);}];
  let printer = [{$_printer.printString($_self);}];
  let cppStorageType = "std::string";
  let defaultValue = value;
}
class APIntParameter<string desc>
    : AttrOrTypeParameter<"::llvm::APInt", desc> {
  let comparator =
    "$_lhs.getBitWidth() == $_rhs.getBitWidth() && $_lhs == $_rhs";
}
class APFloatParameter<string desc>
    : AttrOrTypeParameter<"::llvm::APFloat", desc> {
  let comparator = "$_lhs.bitwiseIsEqual($_rhs)";
}
class ArrayRefParameter<string arrayOf, string desc = "">
    : AttrOrTypeParameter<"::llvm::ArrayRef<" # arrayOf # ">", desc> {
  let allocator = [{$_dst = $_allocator.copyInto($_self);}];
  let cppStorageType = "::llvm::SmallVector<" # arrayOf # ">";
}
class OptionalArrayRefParameter<string arrayOf, string desc = "">
    : OptionalParameter<"::llvm::ArrayRef<" # arrayOf # ">", desc> {
  let allocator = [{$_dst = $_allocator.copyInto($_self);}];
  let cppStorageType = "::llvm::SmallVector<" # arrayOf # ">";
  let comparator = cppType # "($_lhs) == " # cppType # "($_rhs)";
}
class SelfAllocationParameter<string type, string desc>
    : AttrOrTypeParameter<type, desc> {
  let allocator = [{$_dst = $_self.allocateInto($_allocator);}];
}

// An array of parameters that allocate themselves into the storage.
class ArrayRefOfSelfAllocationParameter<string arrayOf, string desc>
    : AttrOrTypeParameter<"::llvm::ArrayRef<" # arrayOf # ">", desc> {
  let allocator = [{
    llvm::SmallVector<}] # arrayOf # [{, 4> tmpFields;
    for (size_t i = 0, e = $_self.size(); i < e; ++i)
      tmpFields.push_back($_self[i].allocateInto($_allocator));
    $_dst = $_allocator.copyInto(ArrayRef<}] # arrayOf # [{>(tmpFields));
  }];
}

// The type of a typed attribute; defaults to NoneType.
class AttributeSelfTypeParameter<string desc,
                                 string derivedType = "::mlir::Type",
                                 string typeBuilder = "">
    : AttrOrTypeParameter<derivedType, desc> {
  let defaultValue = !if(!and(!empty(typeBuilder),
                              !eq(derivedType, "::mlir::Type")),
                         "::mlir::NoneType::get($_ctxt)", typeBuilder);
}

//===----------------------------------------------------------------------===//
// Array attributes of a fixed element class
//===----------------------------------------------------------------------===//

// #dialect.mnemonic[a, b, ...] holding `eltName` values; usable as an
// op argument whose getter returns ArrayRef<eltName>.
class ArrayOfAttr<Dialect dialect, string name, string attrMnemonic,
                  string eltName, list<Trait> traits = []>
    : AttrDef<dialect, name, traits> {
  let parameters = (ins OptionalArrayRefParameter<eltName>:$value);
  let mnemonic = attrMnemonic;
  let assemblyFormat = "`[` (`]`) : ($value^ `]`)?";
  let returnType = "::llvm::ArrayRef<" # eltName # ">";
  let constBuilderCall = "$_builder.getAttr<" # name # "Attr>($0)";
  let convertFromStorage = "$_self.getValue()";
  let extraClassDeclaration = [{
    auto begin() const { return getValue().begin(); }
    auto end() const { return getValue().end(); }
    bool empty() const { return getValue().empty(); }
    size_t size() const { return getValue().size(); }
    auto &front() const { return getValue().front(); }
    auto &back() const { return getValue().back(); }
    auto &operator[](size_t index) { return getValue()[index]; }
    operator }] # returnType # [{() const { return getValue(); }
  }];
}

#endif // TBLGEN_PY_ATTRTYPEBASE_TD
