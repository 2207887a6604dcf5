//===-- AttrsAndTypes.td - dialect attributes and types ---*- tablegen -*-===//
//
// Demonstrates: defining attribute and type classes with AttrDef and
// TypeDef (parameters of several kinds, optional and defaulted
// parameters, declarative assembly formats, custom builders, traits,
// verifiers, extra declarations), an attribute interface implemented by
// an attribute, and ops using the new types and attributes as operand,
// result and attribute constraints.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def Dt_Dialect : Dialect {
  let name = "dt";
  let summary = "Custom attributes and types";
  let cppNamespace = "::dt";
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
}

class Dt_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Dt_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

class Dt_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Dt_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

// !dt.token: no parameters, so ODS can build it without arguments.
def Dt_TokenType : Dt_Type<"Token", "token"> {
  let summary = "an opaque token";
}

// !dt.fixed<16, 8>: integer parameters and a verifier.
def Dt_FixedType : Dt_Type<"Fixed", "fixed"> {
  let summary = "a fixed-point number";
  let parameters = (ins "unsigned":$width, "unsigned":$fraction);
  let assemblyFormat = "`<` $width `,` $fraction `>`";
  let genVerifyDecl = 1;
}

// !dt.buffer<f32 x [4, 8], "name">: type, array and optional parameters.
def Dt_BufferType : Dt_Type<"Buffer", "buffer"> {
  let summary = "a named multi-dimensional buffer";
  let parameters = (ins "::mlir::Type":$elementType,
                        ArrayRefParameter<"int64_t", "dimensions">:$shape,
                        OptionalParameter<"::mlir::StringAttr">:$name,
                        DefaultValuedParameter<"unsigned", "0">:$space);
  let assemblyFormat = [{
    `<` $elementType `x` `[` $shape `]` (`,` $name^)? (`,` `space` $space^)? `>`
  }];
  let builders = [
    TypeBuilderWithInferredContext<(ins "::mlir::Type":$elementType,
                                        "::llvm::ArrayRef<int64_t>":$shape), [{
      return $_get(elementType.getContext(), elementType, shape,
                   ::mlir::StringAttr(), 0);
    }]>
  ];
  let extraClassDeclaration = [{
    /// The number of elements.
    int64_t getNumElements() const;
  }];
}

// An interface the attribute below implements.
def Dt_WeightedAttrInterface : AttrInterface<"WeightedAttrInterface"> {
  let cppNamespace = "::dt";
  let methods = [InterfaceMethod<"The weight.", "double", "getWeight">];
}

// #dt.range<0, 10>: APInt parameters and a custom builder.
def Dt_RangeAttr : Dt_Attr<"Range", "range",
    [DeclareAttrInterfaceMethods<Dt_WeightedAttrInterface>]> {
  let summary = "an integer range";
  let parameters = (ins APIntParameter<"lower bound">:$lower,
                        APIntParameter<"upper bound">:$upper);
  let assemblyFormat = "`<` $lower `,` $upper `>`";
  let builders = [
    AttrBuilder<(ins "int64_t":$lower, "int64_t":$upper), [{
      return $_get($_ctxt, ::llvm::APInt(64, lower), ::llvm::APInt(64, upper));
    }]>
  ];
}

// #dt.label<"text">: a string parameter with a hand-written syntax.
def Dt_LabelAttr : Dt_Attr<"Label", "label"> {
  let summary = "a text label";
  let parameters = (ins StringRefParameter<"the text">:$text);
  let hasCustomAssemblyFormat = 1;
}

class Dt_Op<string mnemonic, list<Trait> traits = []>
    : Op<Dt_Dialect, mnemonic, traits>;

def Dt_MakeTokenOp : Dt_Op<"make_token"> {
  let summary = "the result type is buildable, so it is omitted";
  let results = (outs Dt_TokenType:$token);
  let assemblyFormat = "attr-dict";
}

def Dt_ConvertOp : Dt_Op<"convert"> {
  let summary = "ops take the new types and attributes";
  let arguments = (ins Dt_FixedType:$input, Dt_RangeAttr:$clamp,
                       OptionalAttr<Dt_LabelAttr>:$label);
  let results = (outs AnyTypeOf<[Dt_FixedType, Dt_BufferType]>:$output);
  let assemblyFormat = [{
    $input `clamp` $clamp attr-dict `:` type($input) `->` type($output)
  }];
}
