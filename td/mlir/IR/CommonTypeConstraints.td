//===-- CommonTypeConstraints.td - operand/result types ---*- tablegen -*-===//
//
// Type constraints for operands and results: `Type` and its families
// (integers, floats, index, shaped containers, tuples), plus the
// Variadic / Optional wrappers. In every predicate $_self is an mlir::Type.
//
//===----------------------------------------------------------------------===//

#ifndef TBLGEN_PY_COMMON_TYPE_CONSTRAINTS_TD
#define TBLGEN_PY_COMMON_TYPE_CONSTRAINTS_TD

include "mlir/IR/Constraints.td"
include "mlir/IR/DialectBase.td"

//===----------------------------------------------------------------------===//
// Reusable type predicates
//===----------------------------------------------------------------------===//

def IsVectorOfNonZeroRankTypePred : And<[
  CPred<"::llvm::isa<::mlir::VectorType>($_self)">,
  CPred<"::llvm::cast<::mlir::VectorType>($_self).getRank() > 0">]>;
def IsFixedVectorOfNonZeroRankTypePred : And<[
  CPred<"::llvm::isa<::mlir::FixedVectorType>($_self)">,
  CPred<"::llvm::cast<::mlir::VectorType>($_self).getRank() > 0">]>;
def IsVectorOfAnyRankTypePred :
  CPred<"::llvm::isa<::mlir::VectorType>($_self)">;
def IsFixedVectorOfAnyRankTypePred :
  CPred<[{::llvm::isa<::mlir::FixedVectorType>($_self)}]>;
def IsVectorTypeWithAnyDimScalablePred :
  CPred<[{::llvm::isa<::mlir::ScalableVectorType>($_self)}]>;
// Only the last dimension is scalable.
def IsVectorTypeWithOnlyTrailingDimScalablePred : And<[
  CPred<"::llvm::isa<::mlir::VectorType>($_self)">,
  CPred<"::llvm::cast<::mlir::VectorType>($_self).getRank() > 0">,
  CPred<"::llvm::cast<::mlir::VectorType>($_self).getScalableDims().back()">,
  CPred<"!llvm::is_contained(::llvm::cast<::mlir::VectorType>($_self)"
        ".getScalableDims().drop_back(), true)">]>;
def IsVectorTypeWithAllDimsScalablePred : And<[
  IsVectorOfNonZeroRankTypePred,
  CPred<[{::llvm::cast<::mlir::VectorType>($_self).allDimsScalable()}]>]>;

def IsTensorTypePred : CPred<"::llvm::isa<::mlir::TensorType>($_self)">;
def IsMemRefTypePred : CPred<"::llvm::isa<::mlir::MemRefType>($_self)">;
def IsTensorOrMemRefTypePred : Or<[IsTensorTypePred, IsMemRefTypePred]>;
def IsUnrankedMemRefTypePred :
  CPred<"::llvm::isa<::mlir::UnrankedMemRefType>($_self)">;
def IsUnrankedTensorTypePred :
  CPred<"::llvm::isa<::mlir::UnrankedTensorType>($_self)">;
def IsRankedTensorTypePred :
  CPred<"::llvm::isa<::mlir::RankedTensorType>($_self)">;
def IsBaseMemRefTypePred :
  CPred<"::llvm::isa<::mlir::BaseMemRefType>($_self)">;
def IsShapedTypePred : CPred<"::llvm::isa<::mlir::ShapedType>($_self)">;
def HasStaticShapePred :
  CPred<"::llvm::cast<::mlir::ShapedType>($_self).hasStaticShape()">;
def IsTupleTypePred : CPred<"::llvm::isa<::mlir::TupleType>($_self)">;
def HasValueSemanticsPred :
  CPred<"$_self.hasTrait<::mlir::ValueSemantics>()">;

//===----------------------------------------------------------------------===//
// Type and its wrappers
//===----------------------------------------------------------------------===//

// A type constraint with documentation and, when the type is unique, a
// builderCall that constructs it (which lets generators infer it).
class Type<Pred condition, string descr = "",
           string cppType = "::mlir::Type">
    : TypeConstraint<condition, descr, cppType> {
  string description = "";
  string builderCall = "";
}

// Another name (and optionally summary) for an existing type constraint.
class TypeAlias<Type t, string summary = t.summary>
    : Type<t.predicate, summary, t.cppType> {
  let description = t.description;
  let builderCall = t.builderCall;
}

// A type constraint owned by a dialect.
class DialectType<Dialect d, Pred condition, string descr = "",
                  string cppType = "::mlir::Type">
    : Type<condition, descr, cppType> {
  Dialect dialect = d;
}

// Zero or more values of `type`.
class Variadic<Type type>
    : TypeConstraint<type.predicate, "variadic of " # type.summary,
                     type.cppType> {
  Type baseType = type;
  int minSize = 0;
}

// A variadic of variadics, segmented by an attribute of the op.
class VariadicOfVariadic<Type type, string variadicSegmentAttrName>
    : Variadic<type> {
  string segmentAttrName = variadicSegmentAttrName;
}

// Zero or one value of `type`.
class Optional<Type type>
    : TypeConstraint<type.predicate, type.summary, type.cppType> {
  Type baseType = type;
}

// Mixins setting how to build the type from a Builder ($_builder).
class BuildableType<code builder> { code builderCall = builder; }
class SameBuildabilityAs<Type type, code builder> {
  code builderCall = !if(!empty(type.builderCall), "", builder);
}

def AnyType : Type<CPred<"true">, "any type">;

def NoneType : Type<CPred<"::llvm::isa<::mlir::NoneType>($_self)">,
                    "none type", "::mlir::NoneType">,
               BuildableType<"$_builder.getType<::mlir::NoneType>()">;

// Any one of the listed types; the summary joins theirs with " or ".
class AnyTypeOf<list<Type> allowedTypeList, string summary = "",
                string cppType = "::mlir::Type">
    : Type<Or<!foreach(allowedtype, allowedTypeList, allowedtype.predicate)>,
           !if(!eq(summary, ""),
               !interleave(!foreach(t, allowedTypeList, t.summary), " or "),
               summary),
           cppType> {
  list<Type> allowedTypes = allowedTypeList;
}

// All of the listed types at once; the summary joins with " and ".
class AllOfType<list<Type> allowedTypeList, string summary = "",
                string cppType = "::mlir::Type">
    : Type<And<!foreach(allowedType, allowedTypeList, allowedType.predicate)>,
           !if(!eq(summary, ""),
               !interleave(!foreach(t, allowedTypeList, t.summary), " and "),
               summary),
           cppType> {
  list<Type> allowedTypes = allowedTypeList;
}

// `type` further restricted by extra predicates.
class ConfinedType<Type type, list<Pred> predicates, string summary = "",
                   string cppType = type.cppType>
    : Type<And<!listconcat([type.predicate],
                           !foreach(pred, predicates, pred))>,
           summary, cppType> {
  Type baseType = type;
  list<Pred> predicateList = predicates;
}

//===----------------------------------------------------------------------===//
// Integers and index
//===----------------------------------------------------------------------===//

def AnyInteger : Type<CPred<"::llvm::isa<::mlir::IntegerType>($_self)">,
                      "integer", "::mlir::IntegerType">;

// Integer of a width, any signedness.
class AnyI<int width>
    : Type<CPred<"$_self.isInteger(" # width # ")">,
           width # "-bit integer"> {
  int bitwidth = width;
}
class AnyIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, AnyI<w>),
                !interleave(widths, "/") # "-bit integer",
                "::mlir::IntegerType">;
def AnyI1  : AnyI<1>;
def AnyI8  : AnyI<8>;
def AnyI16 : AnyI<16>;
def AnyI32 : AnyI<32>;
def AnyI64 : AnyI<64>;

// Signless integers (the usual `iN`).
def AnySignlessInteger : Type<CPred<"$_self.isSignlessInteger()">,
                              "signless integer", "::mlir::IntegerType">;
class I<int width>
    : Type<CPred<"$_self.isSignlessInteger(" # width # ")">,
           width # "-bit signless integer", "::mlir::IntegerType">,
      BuildableType<"$_builder.getIntegerType(" # width # ")"> {
  int bitwidth = width;
}
class SignlessIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, I<w>),
                !interleave(widths, "/") # "-bit signless integer">;
def I1   : I<1>;
def I8   : I<8>;
def I16  : I<16>;
def I32  : I<32>;
def I64  : I<64>;
def I128 : I<128>;

// Signed integers (`siN`).
def AnySignedInteger : Type<CPred<"$_self.isSignedInteger()">,
                            "signed integer">;
class SI<int width>
    : Type<CPred<"$_self.isSignedInteger(" # width # ")">,
           width # "-bit signed integer", "::mlir::IntegerType">,
      BuildableType<"$_builder.getIntegerType(" # width #
                    ", /*isSigned=*/true)"> {
  int bitwidth = width;
}
class SignedIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, SI<w>),
                !interleave(widths, "/") # "-bit signed integer">;
def SI1  : SI<1>;
def SI8  : SI<8>;
def SI16 : SI<16>;
def SI32 : SI<32>;
def SI64 : SI<64>;

// Unsigned integers (`uiN`).
def AnyUnsignedInteger : Type<CPred<"$_self.isUnsignedInteger()">,
                              "unsigned integer">;
class UI<int width>
    : Type<CPred<"$_self.isUnsignedInteger(" # width # ")">,
           width # "-bit unsigned integer", "::mlir::IntegerType">,
      BuildableType<"$_builder.getIntegerType(" # width #
                    ", /*isSigned=*/false)"> {
  int bitwidth = width;
}
class UnsignedIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, UI<w>),
                !interleave(widths, "/") # "-bit unsigned integer">;
def UI1  : UI<1>;
def UI8  : UI<8>;
def UI16 : UI<16>;
def UI32 : UI<32>;
def UI64 : UI<64>;

def Index : Type<CPred<"::llvm::isa<::mlir::IndexType>($_self)">, "index",
                 "::mlir::IndexType">,
            BuildableType<"$_builder.getIndexType()">;
def AnySignlessIntegerOrIndex : Type<CPred<"$_self.isSignlessIntOrIndex()">,
                                     "signless integer or index">;

//===----------------------------------------------------------------------===//
// Floats, complex and other scalar types
//===----------------------------------------------------------------------===//

def AnyFloat : Type<CPred<"::llvm::isa<::mlir::FloatType>($_self)">,
                    "floating-point", "::mlir::FloatType">;
class F<int width>
    : Type<CPred<"$_self.isF" # width # "()">, width # "-bit float",
           "::mlir::FloatType">,
      BuildableType<"$_builder.getF" # width # "Type()"> {
  int bitwidth = width;
}
class FloatOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, F<w>),
                !interleave(widths, "/") # "-bit float">;
def F16  : F<16>;
def F32  : F<32>;
def F64  : F<64>;
def F80  : F<80>;
def F128 : F<128>;

// Named float formats: the C++ class is ::mlir::<cls>.
def BF16 : Type<CPred<"::llvm::isa<::mlir::BFloat16Type>($_self)">,
                "bfloat16 type">,
           BuildableType<"$_builder.getType<BFloat16Type>()">;
def TF32 : Type<CPred<"::llvm::isa<::mlir::FloatTF32Type>($_self)">,
                "tf32 type">,
           BuildableType<"$_builder.getType<FloatTF32Type>()">;
def F8E4M3FN : Type<CPred<"::llvm::isa<::mlir::Float8E4M3FNType>($_self)">,
                    "f8E4M3FN type">,
               BuildableType<"$_builder.getType<Float8E4M3FNType>()">;
def F8E5M2 : Type<CPred<"::llvm::isa<::mlir::Float8E5M2Type>($_self)">,
                  "f8E5M2 type">,
             BuildableType<"$_builder.getType<Float8E5M2Type>()">;
// The other small float formats.
def F8E4M3 : Type<CPred<"::llvm::isa<::mlir::Float8E4M3Type>($_self)">,
    "f8E4M3 type">, BuildableType<"$_builder.getType<Float8E4M3Type>()">;
def F8E4M3FNUZ : Type<CPred<"::llvm::isa<::mlir::Float8E4M3FNUZType>($_self)">,
    "f8E4M3FNUZ type">, BuildableType<"$_builder.getType<Float8E4M3FNUZType>()">;
def F8E4M3B11FNUZ : Type<CPred<"::llvm::isa<::mlir::Float8E4M3B11FNUZType>($_self)">,
    "f8E4M3B11FNUZ type">, BuildableType<"$_builder.getType<Float8E4M3B11FNUZType>()">;
def F8E5M2FNUZ : Type<CPred<"::llvm::isa<::mlir::Float8E5M2FNUZType>($_self)">,
    "f8E5M2FNUZ type">, BuildableType<"$_builder.getType<Float8E5M2FNUZType>()">;
def F8E3M4 : Type<CPred<"::llvm::isa<::mlir::Float8E3M4Type>($_self)">,
    "f8E3M4 type">, BuildableType<"$_builder.getType<Float8E3M4Type>()">;
def F4E2M1FN : Type<CPred<"::llvm::isa<::mlir::Float4E2M1FNType>($_self)">,
    "f4E2M1FN type">, BuildableType<"$_builder.getType<Float4E2M1FNType>()">;
def F6E2M3FN : Type<CPred<"::llvm::isa<::mlir::Float6E2M3FNType>($_self)">,
    "f6E2M3FN type">, BuildableType<"$_builder.getType<Float6E2M3FNType>()">;
def F6E3M2FN : Type<CPred<"::llvm::isa<::mlir::Float6E3M2FNType>($_self)">,
    "f6E3M2FN type">, BuildableType<"$_builder.getType<Float6E3M2FNType>()">;
def F8E8M0FNU : Type<CPred<"::llvm::isa<::mlir::Float8E8M0FNUType>($_self)">,
    "f8E8M0FNU type">, BuildableType<"$_builder.getType<Float8E8M0FNUType>()">;

def AnyComplex : Type<CPred<"::llvm::isa<::mlir::ComplexType>($_self)">,
                      "complex-type", "::mlir::ComplexType">;
class Complex<Type elType>
    : ConfinedType<AnyComplex, [
          SubstLeaves<"$_self",
            "::llvm::cast<::mlir::ComplexType>($_self).getElementType()",
            elType.predicate>],
        "complex type with " # elType.summary # " elements",
        "::mlir::ComplexType">,
      SameBuildabilityAs<elType, "::mlir::ComplexType::get($_builder.get" #
                                 elType # "Type())"> {
  Type elementType = elType;
}

// A type of an unregistered dialect, matched by dialect and type name.
class OpaqueType<string dialect, string name, string summary>
    : Type<CPred<"isOpaqueTypeWithName($_self, \"" # dialect # "\", \"" #
                 name # "\")">,
           summary, "::mlir::OpaqueType">,
      BuildableType<"::mlir::OpaqueType::get("
                    "$_builder.getStringAttr(\"" # dialect # "\"), \"" #
                    name # "\")">;

def FunctionType : Type<CPred<"::llvm::isa<::mlir::FunctionType>($_self)">,
                        "function type", "::mlir::FunctionType">;
def GraphType : Type<CPred<"::llvm::isa<::mlir::GraphType>($_self)">,
                     "graph type", "::mlir::GraphType">;

//===----------------------------------------------------------------------===//
// Containers
//===----------------------------------------------------------------------===//

// A container (per containerPred) whose element (from elementTypeCall)
// satisfies `etype`.
class ContainerType<Type etype, Pred containerPred, code elementTypeCall,
                    string descr, string cppType = "::mlir::Type">
    : Type<And<[containerPred,
                SubstLeaves<"$_self", !cast<string>(elementTypeCall),
                            etype.predicate>]>,
           descr # " of " # etype.summary # " values", cppType>;

// A shaped container whose element type is one of `allowedTypes`.
class ShapedContainerType<list<Type> allowedTypes, Pred containerPred,
                          string descr, string cppType = "::mlir::Type">
    : Type<And<[containerPred,
                Concat<"[](::mlir::Type elementType) { return ",
                       SubstLeaves<"$_self", "elementType",
                                   AnyTypeOf<allowedTypes>.predicate>,
                       "; }(::llvm::cast<::mlir::ShapedType>($_self)"
                       ".getElementType())">]>,
           descr # " of " # AnyTypeOf<allowedTypes>.summary # " values",
           cppType>;

// Rank predicates over shaped types.
def HasRankPred : CPred<"::llvm::cast<::mlir::ShapedType>($_self).hasRank()">;
class HasAnyRankOfPred<list<int> ranks> : And<[HasRankPred,
  Or<!foreach(rank, ranks,
     CPred<[{::llvm::cast<::mlir::ShapedType>($_self).getRank()
                         == }] # rank>)>]>;
class HasRankGreaterOrEqualPred<int rank> : And<[HasRankPred,
  CPred<[{::llvm::cast<::mlir::ShapedType>($_self).getRank() >= }] # rank>]>;

class ValueSemanticsContainerOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, HasValueSemanticsPred,
                          "container with value semantics">;

// Vectors.
class VectorOfNonZeroRankOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsVectorOfNonZeroRankTypePred,
                          "vector", "::mlir::VectorType">;
class FixedVectorOfNonZeroRankOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsFixedVectorOfNonZeroRankTypePred,
                          "fixed-length vector", "::mlir::VectorType">;
class VectorOfAnyRankOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsVectorOfAnyRankTypePred, "vector",
                          "::mlir::VectorType">;
class FixedVectorOfAnyRank<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsFixedVectorOfAnyRankTypePred,
                          "fixed-length vector", "::mlir::VectorType">;
class ScalableVectorOfAnyRank<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsVectorTypeWithAnyDimScalablePred,
                          "scalable vector", "::mlir::VectorType">;
class VectorWithTrailingDimScalableOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes,
                          IsVectorTypeWithOnlyTrailingDimScalablePred,
                          "trailing scalable vector", "::mlir::VectorType">;

// (The line break inside these two snippets is part of the C++ text.)
defvar _vectorRankIs = [{::llvm::cast<::mlir::VectorType>($_self).getRank()
                           == }];
defvar _vectorLengthIs = [{::llvm::cast<::mlir::VectorType>($_self).getNumElements()
                           == }];

class IsVectorOfRankPred<list<int> allowedRanks>
    : And<[IsVectorOfNonZeroRankTypePred,
           Or<!foreach(allowedlength, allowedRanks,
                       CPred<_vectorRankIs # allowedlength>)>]>;
class IsFixedVectorOfRankPred<list<int> allowedRanks>
    : And<[IsFixedVectorOfAnyRankTypePred,
           Or<!foreach(allowedlength, allowedRanks,
                       CPred<_vectorRankIs # allowedlength>)>]>;
class IsScalableVectorOfRankPred<list<int> allowedRanks>
    : And<[IsVectorTypeWithAnyDimScalablePred,
           Or<!foreach(allowedlength, allowedRanks,
                       CPred<_vectorRankIs # allowedlength>)>]>;
class FixedVectorOfRank<list<int> allowedRanks>
    : Type<IsFixedVectorOfRankPred<allowedRanks>,
           " of ranks " # !interleave(allowedRanks, "/"),
           "::mlir::VectorType">;
class ScalableVectorOfRank<list<int> allowedRanks>
    : Type<IsScalableVectorOfRankPred<allowedRanks>,
           " of ranks " # !interleave(allowedRanks, "/"),
           "::mlir::VectorType">;
class VectorOfRank<list<int> allowedRanks>
    : Type<IsVectorOfRankPred<allowedRanks>,
           " of ranks " # !interleave(allowedRanks, "/"),
           "::mlir::VectorType">;
class VectorOfRankAndType<list<int> allowedRanks, list<Type> allowedTypes>
    : AllOfType<[VectorOfNonZeroRankOf<allowedTypes>,
                 VectorOfRank<allowedRanks>],
                VectorOfNonZeroRankOf<allowedTypes>.summary #
                VectorOfRank<allowedRanks>.summary,
                "::mlir::VectorType">;

class FixedVectorOfRankAndType<list<int> allowedRanks,
                               list<Type> allowedTypes>
    : AllOfType<[FixedVectorOfAnyRank<allowedTypes>,
                 VectorOfRank<allowedRanks>],
                FixedVectorOfAnyRank<allowedTypes>.summary #
                VectorOfRank<allowedRanks>.summary,
                "::mlir::VectorType">;

class IsVectorOfLengthPred<list<int> allowedLengths>
    : And<[IsVectorOfNonZeroRankTypePred,
           Or<!foreach(allowedlength, allowedLengths,
                       CPred<_vectorLengthIs # allowedlength>)>]>;
class IsVectorOfMinLengthPred<int minLength>
    : And<[IsVectorOfNonZeroRankTypePred,
           CPred<"::llvm::cast<::mlir::VectorType>($_self).getNumElements()"
                 " >= " # minLength>]>;
class IsVectorOfMaxLengthPred<int maxLength>
    : And<[IsVectorOfNonZeroRankTypePred,
           CPred<"::llvm::cast<::mlir::VectorType>($_self).getNumElements()"
                 " <= " # maxLength>]>;
class IsFixedVectorOfLengthPred<list<int> allowedLengths>
    : And<[IsFixedVectorOfAnyRankTypePred,
           Or<!foreach(allowedlength, allowedLengths,
                       CPred<_vectorLengthIs # allowedlength>)>]>;
class IsScalableVectorOfLengthPred<list<int> allowedLengths>
    : And<[IsVectorTypeWithAnyDimScalablePred,
           Or<!foreach(allowedlength, allowedLengths,
                       CPred<_vectorLengthIs # allowedlength>)>]>;

// 1-based position of dimension `value` counted from the front (>= 0) or
// from the back (< 0): the rank a shaped type needs to have it.
class NormalizeIndex<int value> {
  int ret = !if(!lt(value, 0), !sub(0, value), !add(value, 1));
}
class IsNthDimSizeIsOneOfPred<int n, list<int> allowedSizes> : And<[
  CPred<"::llvm::cast<::mlir::ShapedType>($_self).getRank() >= " #
        NormalizeIndex<n>.ret>,
  CPred<"::llvm::is_contained(::llvm::ArrayRef<int64_t>({" #
        !interleave(allowedSizes, ", ") # "}), " #
        "::llvm::cast<::mlir::ShapedType>($_self).getDimSize(" #
        !if(!lt(n, 0),
            "::llvm::cast<::mlir::ShapedType>($_self).getRank() + " # n,
            "" # n) # "))">]>;
class IsVectorOfShape<list<int> shape>
    : CPred<"::llvm::cast<::mlir::VectorType>($_self).getShape() == "
            "::llvm::ArrayRef<int64_t>({" # !interleave(shape, ", ") # "})">;

class VectorOfLength<list<int> allowedLengths>
    : Type<IsVectorOfLengthPred<allowedLengths>,
           " of length " # !interleave(allowedLengths, "/"),
           "::mlir::VectorType">;
class VectorOfMinLength<int minLength>
    : Type<IsVectorOfMinLengthPred<minLength>,
           " of at least length " # minLength, "::mlir::VectorType">;
class VectorOfMaxLength<int maxLength>
    : Type<IsVectorOfMaxLengthPred<maxLength>,
           " of at most length " # maxLength, "::mlir::VectorType">;
class FixedVectorOfLength<list<int> allowedLengths>
    : Type<IsFixedVectorOfLengthPred<allowedLengths>,
           " of length " # !interleave(allowedLengths, "/"),
           "::mlir::VectorType">;
class ScalableVectorOfLength<list<int> allowedLengths>
    : Type<IsScalableVectorOfLengthPred<allowedLengths>,
           " of length " # !interleave(allowedLengths, "/"),
           "::mlir::VectorType">;
class ShapedTypeWithNthDimOfSize<int n, list<int> allowedSizes>
    : Type<IsNthDimSizeIsOneOfPred<n, allowedSizes>,
           " with dim " # n # " having a size of {" #
           !interleave(allowedSizes, ", ") # "}",
           "::mlir::ShapedType">;

class VectorOfLengthAndType<list<int> allowedLengths,
                            list<Type> allowedTypes>
    : AllOfType<[VectorOfNonZeroRankOf<allowedTypes>,
                 VectorOfLength<allowedLengths>],
                VectorOfNonZeroRankOf<allowedTypes>.summary #
                VectorOfLength<allowedLengths>.summary,
                "::mlir::VectorType">;

class VectorOfMinMaxLengthAndType<int minLength, int maxLength,
                                  list<Type> allowedTypes>
    : AllOfType<[VectorOfNonZeroRankOf<allowedTypes>,
                 VectorOfMinLength<minLength>, VectorOfMaxLength<maxLength>],
                VectorOfNonZeroRankOf<allowedTypes>.summary #
                VectorOfMinLength<minLength>.summary #
                VectorOfMaxLength<maxLength>.summary,
                "::mlir::VectorType">;
class FixedVectorOfShapeAndType<list<int> shape, Type elType>
    : ShapedContainerType<[elType],
        And<[IsVectorOfShape<shape>, IsFixedVectorOfAnyRankTypePred]>,
        "vector<" # !interleave(shape, "x") # "x" # elType # ">",
        "::mlir::VectorType">,
      BuildableType<"::mlir::VectorType::get({" # !interleave(shape, " ,") #
                    "} , " # elType.builderCall # " );">;
class FixedVectorOfLengthAndType<list<int> allowedLengths,
                                 list<Type> allowedTypes>
    : AllOfType<[FixedVectorOfAnyRank<allowedTypes>,
                 FixedVectorOfLength<allowedLengths>],
                FixedVectorOfAnyRank<allowedTypes>.summary #
                FixedVectorOfLength<allowedLengths>.summary,
                "::mlir::VectorType">;
class ScalableVectorOfLengthAndType<list<int> allowedLengths,
                                    list<Type> allowedTypes>
    : AllOfType<[ScalableVectorOfAnyRank<allowedTypes>,
                 ScalableVectorOfLength<allowedLengths>],
                ScalableVectorOfAnyRank<allowedTypes>.summary #
                ScalableVectorOfLength<allowedLengths>.summary,
                "::mlir::VectorType">;
class ScalableVectorOfRankAndLengthAndType<list<int> allowedRanks,
                                           list<int> allowedLengths,
                                           list<Type> allowedTypes>
    : AllOfType<[ScalableVectorOfRank<allowedRanks>,
                 ScalableVectorOfAnyRank<allowedTypes>,
                 ScalableVectorOfLength<allowedLengths>],
                ScalableVectorOfRank<allowedRanks>.summary #
                ScalableVectorOfAnyRank<allowedTypes>.summary #
                ScalableVectorOfLength<allowedLengths>.summary,
                "::mlir::VectorType">;
class VectorWithTrailingDimScalableOfSizeAndType<
    list<int> allowedTrailingSizes, list<Type> allowedTypes>
    : AllOfType<[VectorWithTrailingDimScalableOf<allowedTypes>,
                 ShapedTypeWithNthDimOfSize<-1, allowedTrailingSizes>],
                VectorWithTrailingDimScalableOf<allowedTypes>.summary #
                ShapedTypeWithNthDimOfSize<-1, allowedTrailingSizes>.summary,
                "::mlir::VectorType">;

def AnyVectorOfNonZeroRank : VectorOfNonZeroRankOf<[AnyType]>;
def AnyFixedVectorOfNonZeroRank : FixedVectorOfNonZeroRankOf<[AnyType]>;
def AnyVectorOfAnyRank : VectorOfAnyRankOf<[AnyType]>;
def AnyFixedVectorOfAnyRank : FixedVectorOfAnyRank<[AnyType]>;
def AnyScalableVectorOfAnyRank : ScalableVectorOfAnyRank<[AnyType]>;

def AnyShaped : ShapedContainerType<[AnyType], IsShapedTypePred, "shaped",
                                    "::mlir::ShapedType">;

// Tensors.
class UnrankedTensorOf<list<Type> allowedTypes, list<Pred> preds = [],
                       string summary = "unranked tensor">
    : ShapedContainerType<allowedTypes,
        And<!listconcat([IsUnrankedTensorTypePred], preds)>,
        summary, "::mlir::UnrankedTensorType">;
class RankedTensorOf<list<Type> allowedTypes, list<Pred> preds = [],
                     string summary = "ranked tensor">
    : ShapedContainerType<allowedTypes,
        And<!listconcat([IsRankedTensorTypePred], preds)>,
        summary, "::mlir::RankedTensorType">;
class TensorOf<list<Type> allowedTypes, list<Pred> preds = [],
               string summary = "tensor">
    : ShapedContainerType<allowedTypes,
        And<!listconcat([IsTensorTypePred], preds)>,
        summary, "::mlir::TensorType">;

def AnyTensor   : TensorOf<[AnyType]>;
def I1Tensor    : TensorOf<[I1]>;
def I8Tensor    : TensorOf<[I8]>;
def I16Tensor   : TensorOf<[I16]>;
def I32Tensor   : TensorOf<[I32]>;
def I64Tensor   : TensorOf<[I64]>;
def IndexTensor : TensorOf<[Index]>;
def BF16Tensor  : TensorOf<[BF16]>;
def F16Tensor   : TensorOf<[F16]>;
def F32Tensor   : TensorOf<[F32]>;
def F64Tensor   : TensorOf<[F64]>;

class Non0RankedTensorOf<list<Type> allowedTypes>
    : TensorOf<allowedTypes, [HasRankGreaterOrEqualPred<1>],
               "non-0-ranked.tensor">;
def AnyRankedTensor : RankedTensorOf<[AnyType]>;
def AnyNon0RankedTensor : Non0RankedTensorOf<[AnyType]>;
def AnyUnrankedTensor : UnrankedTensorOf<[AnyType]>;
def AnyNon0RankedOrUnrankedTensor
    : AnyTypeOf<[AnyUnrankedTensor, AnyNon0RankedTensor],
                "non-0-ranked or unranked tensor", "::mlir::TensorType">;

class TensorRankOf<list<Type> allowedTypes, list<int> ranks>
    : RankedTensorOf<allowedTypes, [HasAnyRankOfPred<ranks>],
        !interleave(!foreach(rank, ranks, rank # "D"), "/") # " tensor">;
class 0DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [0]>;
class 1DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [1]>;
class 2DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [2]>;
class 3DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [3]>;
class 4DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [4]>;

class StaticShapeTensorOf<list<Type> allowedTypes>
    : RankedTensorOf<allowedTypes, [HasStaticShapePred],
                     "statically shaped tensor">;
def AnyStaticShapeTensor : StaticShapeTensorOf<[AnyType]>;

// MemRefs.
class UnrankedMemRefOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsUnrankedMemRefTypePred,
                          "unranked.memref", "::mlir::UnrankedMemRefType">;
def AnyUnrankedMemRef : UnrankedMemRefOf<[AnyType]>;

class MemRefOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsMemRefTypePred, "memref",
                          "::mlir::MemRefType">;
class Non0RankedMemRefOf<list<Type> allowedTypes>
    : ConfinedType<MemRefOf<allowedTypes>, [HasRankGreaterOrEqualPred<1>],
                   "non-0-ranked." # MemRefOf<allowedTypes>.summary,
                   "::mlir::MemRefType">;
def AnyMemRef : MemRefOf<[AnyType]>;
def AnyNon0RankedMemRef : Non0RankedMemRefOf<[AnyType]>;

class RankedOrUnrankedMemRefOf<list<Type> allowedTypes,
                               list<Pred> preds = [],
                               string summary = "ranked or unranked memref">
    : ShapedContainerType<allowedTypes,
        And<!listconcat([IsBaseMemRefTypePred], preds)>,
        summary, "::mlir::BaseMemRefType">;
def AnyRankedOrUnrankedMemRef : RankedOrUnrankedMemRefOf<[AnyType]>;
def AnyNon0RankedOrUnrankedMemRef
    : AnyTypeOf<[AnyUnrankedMemRef, AnyNon0RankedMemRef]>;

def I1MemRef   : MemRefOf<[I1]>;
def I8MemRef   : MemRefOf<[I8]>;
def I16MemRef  : MemRefOf<[I16]>;
def I32MemRef  : MemRefOf<[I32]>;
def I64MemRef  : MemRefOf<[I64]>;
def BF16MemRef : MemRefOf<[BF16]>;
def F16MemRef  : MemRefOf<[F16]>;
def F32MemRef  : MemRefOf<[F32]>;
def F64MemRef  : MemRefOf<[F64]>;

class MemRefRankOf<list<Type> allowedTypes, list<int> ranks>
    : ConfinedType<MemRefOf<allowedTypes>, [HasAnyRankOfPred<ranks>],
        !interleave(!foreach(rank, ranks, rank # "D"), "/") # " " #
        MemRefOf<allowedTypes>.summary,
        "::mlir::MemRefType">;
class StaticShapeMemRefOf<list<Type> allowedTypes>
    : ConfinedType<MemRefOf<allowedTypes>, [HasStaticShapePred],
        "statically shaped " # MemRefOf<allowedTypes>.summary,
        "::mlir::MemRefType">;
def AnyStaticShapeMemRef : StaticShapeMemRefOf<[AnyType]>;

def HasStridesPred :
  CPred<[{ ::llvm::cast<::mlir::MemRefType>($_self).isStrided() }]>;
class StridedMemRefOf<list<Type> allowedTypes>
    : ConfinedType<MemRefOf<allowedTypes>, [HasStridesPred],
                   "strided " # MemRefOf<allowedTypes>.summary>;
def AnyStridedMemRef : StridedMemRefOf<[AnyType]>;
class AnyStridedMemRefOfRank<int rank>
    : AllOfType<[AnyStridedMemRef, MemRefRankOf<[AnyType], [rank]>],
                AnyStridedMemRef.summary # " of rank " # rank>;
class StridedMemRefRankOf<list<Type> allowedTypes, list<int> ranks>
    : ConfinedType<MemRefOf<allowedTypes>, [HasAnyRankOfPred<ranks>],
        !interleave(!foreach(rank, ranks, rank # "D"), "/") # " " #
        MemRefOf<allowedTypes>.summary>;

// Tuples: elements checked one by one.
def AnyTuple : Type<IsTupleTypePred, "tuple", "::mlir::TupleType">;

class MixedContainerType<Type etype, Pred containerPred,
                         code elementTypesCall, string descr>
    : Type<And<[containerPred,
                Concat<"::llvm::all_of(" # elementTypesCall #
                       ", [](::mlir::Type t) { return t && (",
                       SubstLeaves<"$_self", "t", etype.predicate>,
                       "); })">]>,
           descr # " with any combination of " # etype.summary #
           " values"> {
  Type elementType = etype;
  code getElementTypesCall = elementTypesCall;
}
class TupleOf<list<Type> allowedTypes>
    : MixedContainerType<AnyTypeOf<allowedTypes>, IsTupleTypePred,
        "::llvm::cast<::mlir::TupleType>($_self).getTypes()", "tuple">;
class NestedTupleOf<list<Type> allowedTypes>
    : MixedContainerType<AnyTypeOf<allowedTypes>, IsTupleTypePred,
        "getFlattenedTypes(::llvm::cast<::mlir::TupleType>($_self))",
        "nested tuple">;

class TensorOrMemRef<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsTensorOrMemRefTypePred,
                          "Tensor or MemRef", "::mlir::ShapedType">;

// A scalar type, or a value-semantics container (tensor, vector) of it.
class TypeOrValueSemanticsContainer<Type allowedType, string name>
    : Type<Or<[allowedType.predicate,
               ValueSemanticsContainerOf<[allowedType]>.predicate]>,
           name>;
def BoolLike : TypeOrValueSemanticsContainer<I1, "bool-like">;
def SignlessIntegerLike
    : TypeOrValueSemanticsContainer<AnySignlessInteger, "signless-integer">;
def SignlessIntegerOrIndexLike
    : TypeOrValueSemanticsContainer<AnySignlessIntegerOrIndex,
                                    "signless-integer-like">;
def FloatLike : TypeOrValueSemanticsContainer<AnyFloat, "floating-point-like">;
def SignlessIntegerOrFloatLike
    : TypeConstraint<Or<[SignlessIntegerLike.predicate, FloatLike.predicate]>,
                     "signless-integer-like or floating-point-like">;
def SignlessIntegerOrIndexOrFloatLike
    : TypeConstraint<Or<[SignlessIntegerOrIndexLike.predicate,
                         FloatLike.predicate]>,
                     "signless-integer-or-index-like or floating-point-like">;

#endif // TBLGEN_PY_COMMON_TYPE_CONSTRAINTS_TD
