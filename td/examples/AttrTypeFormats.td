//===-- AttrTypeFormats.td - attribute/type assembly formats -*- tablegen -*-===//
//
// Demonstrates: every kind of AttrDef/TypeDef parameter (integers, bool,
// strings with and without defaults, APInt, APFloat, arrays, enums, bit
// enums, types, attributes, optional and default-valued parameters, a
// self type, a nested attribute of the same dialect) and every element of
// the declarative attribute/type format (literals, spacing, `params`,
// `struct`, optional groups with else branches and inverted anchors,
// `custom<...>` with `ref` and string arguments, `qualified`), EnumAttr,
// a parameterless type, a hand-written syntax and a verifier hook.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def Atf_Dialect : Dialect {
  let name = "atf";
  let summary = "Attribute and type formats";
  let cppNamespace = "::atf";
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
}

class Atf_Type<string name, string typeMnemonic> : TypeDef<Atf_Dialect, name> {
  let mnemonic = typeMnemonic;
}

class Atf_Attr<string name, string attrMnemonic> : AttrDef<Atf_Dialect, name> {
  let mnemonic = attrMnemonic;
}

// Enums: an integer enum and a bit enum, both wrapped as EnumAttr.
def Atf_Red : I32EnumCase<"Red", 0, "red">;
def Atf_Green : I32EnumCase<"Green", 1, "green">;
def Atf_Blue : I32EnumCase<"Blue", 2, "blue">;
def Atf_Color : I32Enum<"Color", "a color", [Atf_Red, Atf_Green, Atf_Blue]> {
  let cppNamespace = "::atf";
}
def Atf_Read : I32BitEnumCaseBit<"Read", 0, "read">;
def Atf_Write : I32BitEnumCaseBit<"Write", 1, "write">;
def Atf_Exec : I32BitEnumCaseBit<"Exec", 2, "exec">;
def Atf_Perms : I32BitEnum<"Perms", "permission bits",
                           [Atf_Read, Atf_Write, Atf_Exec]> {
  let cppNamespace = "::atf";
  let separator = "|";
}

// #atf.color<red>
def Atf_ColorAttr : EnumAttr<Atf_Dialect, Atf_Color, "color"> {
  let assemblyFormat = "`<` $value `>`";
}

// #atf.perms<read|write>
def Atf_PermsAttr : EnumAttr<Atf_Dialect, Atf_Perms, "perms"> {
  let assemblyFormat = "`<` $value `>`";
}

// !atf.void: no parameters, the mnemonic alone.
def Atf_VoidType : Atf_Type<"Void", "void"> {
  let summary = "a parameterless type";
}

// !atf.shaped<4x?xf32>: an array of integers through `custom<Dims>`.
def Atf_ShapedType : Atf_Type<"Shaped", "shaped"> {
  let summary = "dimensions printed by a custom directive";
  let parameters = (ins ArrayRefParameter<"int64_t", "dims">:$dims,
                        "::mlir::Type":$elementType);
  let assemblyFormat = "`<` custom<Dims>($dims) `` $elementType `>`";
}

// !atf.tuple<i32, f32>: all parameters with `params`.
def Atf_PairType : Atf_Type<"Pair", "pair"> {
  let summary = "two types";
  let parameters = (ins "::mlir::Type":$first, "::mlir::Type":$second);
  let assemblyFormat = "`<` params `>`";
}

// !atf.list<i32, f32, i64>: an array of types.
def Atf_ListType : Atf_Type<"List", "list"> {
  let summary = "a list of types";
  let parameters = (ins ArrayRefParameter<"::mlir::Type", "elements">:$elements);
  let assemblyFormat = "`<` $elements `>`";
}

// !atf.memo<i32> or !atf.memo<i32 -> f32, depth = 3>: an optional type and
// a default-valued integer in a trailing optional group.
def Atf_MemoType : Atf_Type<"Memo", "memo"> {
  let summary = "optional and default-valued parameters";
  let parameters = (ins "::mlir::Type":$key,
                        OptionalParameter<"::mlir::Type">:$value,
                        DefaultValuedParameter<"unsigned", "4">:$depth);
  let assemblyFormat = [{
    `<` $key (`->` $value^)? (`,` `depth` `=` $depth^)? `>`
  }];
}

// #atf.point<x = 1, y = 2> in any order: `struct`.
def Atf_PointAttr : Atf_Attr<"Point", "point"> {
  let summary = "named integer fields";
  let parameters = (ins "int64_t":$x, "int64_t":$y);
  let assemblyFormat = "`<` struct(params) `>`";
}

// #atf.opts<> / #atf.opts<name = "a", level = 2>: an all-optional struct.
def Atf_OptionsAttr : Atf_Attr<"Options", "opts"> {
  let summary = "an optional struct";
  let parameters = (ins StringRefParameter<"the name", "\"\"">:$name,
                        DefaultValuedParameter<"int", "0">:$level);
  let assemblyFormat = "`<` struct($name, $level) `>`";
}

// #atf.literal<1.5, 42, true, "text">: APFloat, APInt, bool and a string.
def Atf_LiteralAttr : Atf_Attr<"Literal", "literal"> {
  let summary = "scalar parameters";
  let parameters = (ins APFloatParameter<"a float">:$real,
                        APIntParameter<"an integer">:$integer,
                        "bool":$flag,
                        StringRefParameter<"a string">:$text);
  let assemblyFormat = "`<` $real `,` $integer `,` $flag `,` $text `>`";
}

// #atf.paint<red on #atf.color<blue>> / #atf.paint<green>: an enum, a
// nested attribute of this dialect (printed stripped), `qualified`.
def Atf_PaintAttr : Atf_Attr<"Paint", "paint"> {
  let summary = "enum parameters and a nested dialect attribute";
  let parameters = (ins EnumParameter<Atf_Color>:$color,
                        OptionalParameter<"::atf::ColorAttr">:$background,
                        OptionalParameter<"::atf::PermsAttr">:$perms);
  let assemblyFormat = [{
    `<` $color (`on` qualified($background)^)? (`with` $perms^)? `>`
  }];
}

// #atf.bounds<[0, 10]> / #atf.bounds<unbounded>: an else branch, and an
// inverted anchor (the anchor is in the else branch).
def Atf_BoundsAttr : Atf_Attr<"Bounds", "bounds"> {
  let summary = "optional groups with else branches";
  let parameters = (ins OptionalArrayRefParameter<"int64_t">:$limits,
                        OptionalParameter<"::mlir::StringAttr">:$tag);
  let assemblyFormat = [{
    `<` (`[` $limits^ `]`) : (`unbounded`)? (`untagged`) : (`tag` $tag^)? `>`
  }];
}

// #atf.typed<7> : i32: a self type (the trailing type of the attribute).
def Atf_TypedAttr : Atf_Attr<"Typed", "typed"> {
  let summary = "an attribute with a self type";
  let parameters = (ins "int64_t":$value, AttributeSelfTypeParameter<"">:$type);
  let assemblyFormat = "`<` $value `>`";
}

// #atf.scaled<3 x 4>: custom directive with a `ref` and a string argument,
// spacing literals and a verifier (genVerifyDecl).
def Atf_ScaledAttr : Atf_Attr<"Scaled", "scaled"> {
  let summary = "a custom directive referring to a bound parameter";
  let parameters = (ins "int64_t":$base, "int64_t":$factor);
  let assemblyFormat = [{
    `<` $base ` ` `x` custom<Factor>($factor, ref($base), "\"times\"") `>`
  }];
  let genVerifyDecl = 1;
}

// #atf.note<anything>: a hand-written (Python hook) syntax.
def Atf_NoteAttr : Atf_Attr<"Note", "note"> {
  let summary = "hasCustomAssemblyFormat";
  let parameters = (ins StringRefParameter<"the note">:$text);
  let hasCustomAssemblyFormat = 1;
}
