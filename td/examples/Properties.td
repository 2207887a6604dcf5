//===-- Properties.td - op properties ---------------------*- tablegen -*-===//
//
// Demonstrates: properties (inherent data stored as C++ values rather than
// attributes): I32Prop, I64Prop, StringProp, BoolProp, UnitProp,
// DefaultValuedProp, ConfinedProp, ConstantProp, ArrayProp, IntArrayProp,
// OptionalProp, a user-defined Property, properties in an assembly format
// (as values, optional-group and oilist anchors, and in a prop-dict), and a
// dialect that keeps inherent attributes out of properties
// (usePropertiesForAttributes = 0).
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"

def Prop_Dialect : Dialect {
  let name = "prop";
  let summary = "Properties";
  let cppNamespace = "::prop";
}

class Prop_Op<string mnemonic, list<Trait> traits = []>
    : Op<Prop_Dialect, mnemonic, traits>;

// A property of a user-provided C++ type with its own conversions.
def Prop_Layout : Property<"::prop::Layout", "memory layout"> {
  let convertToAttribute = "return $_storage.toAttribute($_ctxt);";
  let convertFromAttribute =
    "return ::prop::Layout::fromAttribute($_storage, $_attr, $_diag);";
  let hashProperty = "$_storage.hash()";
}

def Prop_BasicOp : Prop_Op<"basic"> {
  let summary = "one property of each library kind";
  let arguments = (ins I32Prop:$count, I64Prop:$offset, StringProp:$label,
                       BoolProp:$enabled, UnitProp:$fast, Prop_Layout:$layout);
}

def Prop_DefaultsOp : Prop_Op<"defaults"> {
  let summary = "defaulted and constrained properties";
  let arguments = (ins
    DefaultValuedProp<I64Prop, "1">:$stride,
    DefaultValuedProp<StringProp, "\"none\"">:$policy,
    ConfinedProp<I32Prop, CPred<"$_self >= 0">, "non-negative int32_t">:$depth,
    ConstantProp<I64Prop, "4">:$lanes,
    DefaultValuedProp<ConfinedProp<I64Prop, CPred<"$_self > 0">>, "8">:$chunk);
}

def Prop_ContainersOp : Prop_Op<"containers"> {
  let summary = "arrays and optionals of other properties";
  let arguments = (ins ArrayProp<I64Prop>:$sizes,
                       ArrayProp<StringProp, "list of names">:$names,
                       IntArrayProp<I32Prop>:$lanes,
                       OptionalProp<I64Prop>:$limit,
                       OptionalProp<StringProp>:$note,
                       OptionalProp<BoolProp, 0>:$flag);
  let assemblyFormat = [{
    `sizes` $sizes `names` $names `lanes` $lanes (`limit` $limit^)?
    `note` $note `flag` $flag attr-dict
  }];
}

def Prop_FormatOp : Prop_Op<"format"> {
  let summary = "properties in the custom syntax";
  let arguments = (ins AnyType:$input, I64Prop:$level, UnitProp:$verbose,
                       DefaultValuedProp<BoolProp, "true">:$checked);
  let results = (outs AnyType:$output);
  let assemblyFormat = [{
    $input `level` $level (`verbose` $verbose^)? `checked` $checked
    attr-dict `:` type($input) `->` type($output)
  }];
}

def Prop_AnchorsOp : Prop_Op<"anchors"> {
  let summary = "properties anchoring optional groups and oilist clauses";
  let arguments = (ins DefaultValuedProp<StringProp, "\"auto\"">:$policy,
                       UnitProp:$fast,
                       DefaultValuedProp<I64Prop, "1">:$stride,
                       OptionalProp<StringProp>:$tag,
                       UnitProp:$exact);
  let assemblyFormat = [{
    ($policy^)? (`tag` $tag^)?
    oilist(`fast` $fast | `stride` `=` $stride | `exact` $exact) attr-dict
  }];
}

def Prop_DictOp : Prop_Op<"dict"> {
  let summary = "properties of each kind in a prop-dict";
  let arguments = (ins I32Prop:$count, StringProp:$label, BoolProp:$enabled,
                       UnitProp:$fast, DefaultValuedProp<I64Prop, "4">:$width,
                       OptionalProp<I64Prop>:$limit, ArrayProp<StringProp>:$names,
                       IntArrayProp<I64Prop>:$dims, I32Attr:$id,
                       OptionalAttr<StrAttr>:$note);
  let assemblyFormat = "$count prop-dict attr-dict";
}

def Prop_MixedOp : Prop_Op<"mixed"> {
  let summary = "attributes and properties side by side";
  let arguments = (ins I32Attr:$attr_value, I32Prop:$prop_value,
                       OptionalAttr<StrAttr>:$maybe_note);
}

// Without properties, inherent attributes are stored in the dictionary.
def PropAttr_Dialect : Dialect {
  let name = "prop_attr";
  let summary = "Inherent attributes kept as attributes";
  let cppNamespace = "::prop_attr";
  let usePropertiesForAttributes = 0;
}

def PropAttr_PlainOp : Op<PropAttr_Dialect, "plain"> {
  let summary = "inherent attributes without properties storage";
  let arguments = (ins I32Attr:$value, OptionalAttr<StrAttr>:$name);
}
