//===-- Enums.td - enum attributes and properties ---------*- tablegen -*-===//
//
// Demonstrates: I32EnumAttr / I64EnumAttr (with renamed cases, custom C++
// namespace and conversion-function names, genSpecializedAttr = 0),
// BitEnumAttr with a none case, single bits, a bit group and a custom
// separator, enums described once (I32Enum, I32BitEnum) and wrapped as a
// dialect attribute (EnumAttr) or a property (EnumProp), and enum-typed op
// arguments with defaults (DefaultValuedEnumAttr).
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"

def Enm_Dialect : Dialect {
  let name = "enm";
  let summary = "Enumerations";
  let cppNamespace = "::enm";
  let useDefaultAttributePrinterParser = 1;
}

class Enm_Op<string mnemonic, list<Trait> traits = []>
    : Op<Enm_Dialect, mnemonic, traits>;

// An integer enum stored as an IntegerAttr wrapper class (CmpPredicateAttr).
def Enm_EQ : I32EnumAttrCase<"eq", 0>;
def Enm_NE : I32EnumAttrCase<"ne", 1>;
def Enm_LT : I32EnumAttrCase<"lt", 2, "less">;
def Enm_GE : I32EnumAttrCase<"ge", 5, "greater_equal">;
def Enm_CmpPredicate : I32EnumAttr<"CmpPredicate", "comparison predicate",
                                   [Enm_EQ, Enm_NE, Enm_LT, Enm_GE]> {
  let cppNamespace = "::enm";
}

// The spec's example: renamed conversion functions, a nested namespace,
// and a plain IntegerAttr as storage.
def Case15 : I32EnumAttrCase<"Case15", 15>;
def Case20 : I32EnumAttrCase<"Case20", 20>;
def Enm_MyIntEnum : I32EnumAttr<"MyIntEnum", "An example int enum",
                                [Case15, Case20]> {
  let cppNamespace = "Outer::Inner";
  let stringToSymbolFnName = "ConvertToEnum";
  let symbolToStringFnName = "ConvertToString";
  let genSpecializedAttr = 0;
}

def Enm_Small : I64EnumAttrCase<"Small", 1>;
def Enm_Huge : I64EnumAttrCase<"Huge", 4294967296>;
def Enm_Size : I64EnumAttr<"Size", "", [Enm_Small, Enm_Huge]> {
  let cppNamespace = "::enm";
}

// A bit enum: flags combine with `|`.
def Enm_None : I32BitEnumAttrCaseNone<"None">;
def Enm_Read : I32BitEnumAttrCaseBit<"Read", 0, "read">;
def Enm_Write : I32BitEnumAttrCaseBit<"Write", 1, "write">;
def Enm_Exec : I32BitEnumAttrCaseBit<"Exec", 2, "exec">;
def Enm_ReadWrite : I32BitEnumAttrCaseGroup<"ReadWrite",
                                            [Enm_Read, Enm_Write], "rw">;
def Enm_Access : I32BitEnumAttr<"Access", "access flags",
    [Enm_None, Enm_Read, Enm_Write, Enm_Exec, Enm_ReadWrite]> {
  let cppNamespace = "::enm";
  let separator = ", ";
  let printBitEnumPrimaryGroups = 1;
}

// Enums described once, then used as an attribute and as a property.
def Enm_Red : I32EnumCase<"Red", 0, "red">;
def Enm_Green : I32EnumCase<"Green", 1, "green">;
def Enm_Blue : I32EnumCase<"Blue", 2, "blue">;
def Enm_Color : I32Enum<"Color", "a color", [Enm_Red, Enm_Green, Enm_Blue]> {
  let cppNamespace = "::enm";
}
def Enm_ColorAttr : EnumAttr<Enm_Dialect, Enm_Color, "color">;

def Enm_Fast : I32BitEnumCaseBit<"Fast", 0, "fast">;
def Enm_Exact : I32BitEnumCaseBit<"Exact", 1, "exact">;
def Enm_Mode : I32BitEnum<"Mode", "math mode", [Enm_Fast, Enm_Exact]> {
  let cppNamespace = "::enm";
}

def Enm_CmpOp : Enm_Op<"cmp", [SameTypeOperands]> {
  let summary = "compares with a predicate attribute";
  let arguments = (ins Enm_CmpPredicate:$predicate, AnyInteger:$lhs,
                       AnyInteger:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
}

def Enm_FlagsOp : Enm_Op<"flags"> {
  let summary = "enum attributes with defaults and optionality";
  let arguments = (ins
    DefaultValuedEnumAttr<Enm_Access, Enm_Read>:$access,
    OptionalAttr<Enm_Size>:$size,
    Enm_MyIntEnum:$legacy,
    DefaultValuedAttr<Enm_ColorAttr, "::enm::Color::Green">:$color);
}

def Enm_PaintOp : Enm_Op<"paint"> {
  let summary = "enums stored as properties";
  let arguments = (ins EnumProp<Enm_Color>:$color, EnumProp<Enm_Mode>:$mode);
  let assemblyFormat = "$color $mode attr-dict";
}
