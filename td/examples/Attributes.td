//===-- Attributes.td - attribute arguments ---------------*- tablegen -*-===//
//
// Demonstrates: the attribute-constraint library (integers, floats,
// strings, bool, unit, types, symbols, arrays, typed arrays, dense arrays,
// elements, dictionaries), the decorators OptionalAttr, DefaultValuedAttr,
// DefaultValuedStrAttr, DefaultValuedOptionalAttr and ConfinedAttr with
// each primitive constraint, derived attributes, and user-defined
// constraints written with CPred and the predicate combiners (And, Or,
// Neg, Concat, SubstLeaves).
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"

def Attr_Dialect : Dialect {
  let name = "attr";
  let summary = "Attribute arguments";
  let cppNamespace = "::attr";
}

class Attr_Op<string mnemonic, list<Trait> traits = []>
    : Op<Attr_Dialect, mnemonic, traits>;

def Attr_ScalarsOp : Attr_Op<"scalars"> {
  let summary = "one attribute per scalar kind";
  let arguments = (ins I1Attr:$i1, I8Attr:$i8, I16Attr:$i16, I32Attr:$i32,
                       I64Attr:$i64, SI32Attr:$si32, UI64Attr:$ui64,
                       AnyI32Attr:$any_i32, APIntAttr:$apint,
                       IndexAttr:$index, F32Attr:$f32, F64Attr:$f64,
                       StrAttr:$str, SymbolNameAttr:$sym_name,
                       BoolAttr:$flag, UnitAttr:$unit, AnyAttr:$anything,
                       AnyAttrOf<[I32Attr, StrAttr]>:$int_or_str);
}

def Attr_StructuredOp : Attr_Op<"structured"> {
  let summary = "one attribute per structured kind";
  let arguments = (ins TypeAttr:$type, TypeAttrOf<I32>:$i32_type,
                       SymbolRefAttr:$callee, FlatSymbolRefAttr:$flat,
                       ArrayAttr:$array, I32ArrayAttr:$i32s,
                       I64ArrayAttr:$i64s, F32ArrayAttr:$f32s,
                       F64ArrayAttr:$f64s, StrArrayAttr:$strs,
                       BoolArrayAttr:$bools, TypeArrayAttr:$types,
                       SymbolRefArrayAttr:$callees,
                       DenseI32ArrayAttr:$dense_i32,
                       DenseF64ArrayAttr:$dense_f64,
                       DenseBoolArrayAttr:$dense_bool,
                       ElementsAttr:$elements, I32ElementsAttr:$i32_elements,
                       F64ElementsAttr:$f64_elements,
                       DictionaryAttr:$dict, LocationAttr:$loc);
}

def Attr_DecoratedOp : Attr_Op<"decorated"> {
  let summary = "optional and default-valued attributes";
  let arguments = (ins OptionalAttr<I32Attr>:$maybe_count,
                       OptionalAttr<StrAttr>:$maybe_name,
                       OptionalAttr<F32ArrayAttr>:$maybe_scales,
                       DefaultValuedAttr<I64Attr, "8">:$width,
                       DefaultValuedAttr<BoolAttr, "false">:$strict,
                       DefaultValuedAttr<F32Attr, "0.5f">:$ratio,
                       DefaultValuedAttr<I64ArrayAttr, "{1, 2, 3}">:$dims,
                       DefaultValuedStrAttr<StrAttr, "fast">:$mode,
                       DefaultValuedOptionalAttr<I32Attr, "0">:$offset);
}

def Attr_ConfinedOp : Attr_Op<"confined"> {
  let summary = "attributes confined by the primitive constraints";
  let arguments = (ins
    ConfinedAttr<I32Attr, [IntMinValue<10>]>:$at_least_ten,
    ConfinedAttr<I64Attr, [IntMinValue<0>, IntMaxValue<255>]>:$byte,
    ConfinedAttr<I64Attr, [IntPositive]>:$positive,
    ConfinedAttr<I64Attr, [IntNonNegative]>:$non_negative,
    ConfinedAttr<I32Attr, [IntIsOneOf<[1, 2, 4, 8]>]>:$lanes,
    ConfinedAttr<I64Attr, [IntNEQValue<0>]>:$divisor,
    IntValidAlignment<I64Attr>:$alignment,
    ConfinedAttr<I64ArrayAttr, [ArrayMinCount<4>]>:$ksize,
    ConfinedAttr<I64ArrayAttr, [ArrayMaxCount<3>]>:$dims,
    ConfinedAttr<StrArrayAttr, [ArrayCount<2>]>:$pair,
    ConfinedAttr<I64ArrayAttr, [IntArrayNthElemEq<0, 1>]>:$strides,
    ConfinedAttr<I64ArrayAttr, [IntArrayNthElemMinValue<1, 0>,
                                IntArrayNthElemMaxValue<1, 7>]>:$window,
    ConfinedAttr<I64ArrayAttr, [IntArrayNthElemInRange<0, 1, 3>]>:$rank,
    ConfinedAttr<DenseI64ArrayAttr, [DenseArrayCount<3>]>:$triple,
    OptionalAttr<ConfinedAttr<I32Attr, [IntMaxValue<4>]>>:$maybe_small);
}

// A predicate calling into C++ and a constraint built with combiners.
def Attr_HasSomeProperty
    : AttrConstraint<CPred<"hasSomeProperty($_self)">, "has some property">;
def Attr_EvenOrZero : AttrConstraint<
    And<[I64Attr.predicate,
         Or<[CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getInt() == 0">,
             Neg<CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getInt()"
                       " % 2">>]>]>,
    "even or zero 64-bit integer attribute">;
def Attr_NonEmptyStr : AttrConstraint<
    And<[StrAttrPred,
         Concat<"!", SubstLeaves<"$_self",
                                 "::llvm::cast<::mlir::StringAttr>($_self)",
                                 CPred<"$_self.empty()">>, "">]>,
    "non-empty string attribute">;
// A new attribute kind: storage, return type and constant builder.
def Attr_PercentAttr : Attr<And<[F32Attr.predicate,
    CPred<"::llvm::cast<::mlir::FloatAttr>($_self).getValueAsDouble()"
          " <= 100.0">]>,
    "percentage"> {
  let storageType = [{ ::mlir::FloatAttr }];
  let returnType = [{ ::llvm::APFloat }];
  let constBuilderCall = "$_builder.getF32FloatAttr($0)";
}

def Attr_CustomOp : Attr_Op<"custom"> {
  let summary = "user-defined attribute constraints";
  let arguments = (ins ConfinedAttr<AnyAttr, [Attr_HasSomeProperty]>:$special,
                       ConfinedAttr<I64Attr, [Attr_EvenOrZero]>:$even,
                       ConfinedAttr<StrAttr, [Attr_NonEmptyStr]>:$label,
                       DefaultValuedAttr<Attr_PercentAttr, "50.0f">:$share,
                       ConfinedAttr<I32Attr, [IntMinValue<0>]>:$count);
}

def Attr_DerivedOp : Attr_Op<"derived"> {
  let summary = "attributes computed from the op instead of stored";
  let arguments = (ins AnyTensor:$input);
  let results = (outs AnyTensor:$output);
  DerivedTypeAttr element_type = DerivedTypeAttr<[{
    return ::llvm::cast<::mlir::ShapedType>(getInput().getType())
        .getElementType();
  }]>;
  DerivedAttr rank = DerivedAttr<"int64_t", [{
    return ::llvm::cast<::mlir::ShapedType>(getInput().getType()).getRank();
  }], "$_builder.getI64IntegerAttr($_self)">;
}
