//===-- OpBase.td - operation definitions (ODS) -----------*- tablegen -*-===//
//
// The entry point for defining ops: `Op`, op traits, regions, successors,
// builders, and the multi-entity constraints (PredOpTrait and friends).
// Including this file brings in the whole constraint library.
//
//===----------------------------------------------------------------------===//

#ifndef TBLGEN_PY_OP_BASE_TD
#define TBLGEN_PY_OP_BASE_TD

include "mlir/IR/Constraints.td"
include "mlir/IR/DialectBase.td"
include "mlir/IR/Interfaces.td"
include "mlir/IR/Properties.td"
include "mlir/IR/Traits.td"
include "mlir/IR/Utils.td"
include "mlir/IR/AttrTypeBase.td"

//===----------------------------------------------------------------------===//
// Op traits
//===----------------------------------------------------------------------===//

// Marks traits about the op's structure, verified before other traits.
class StructuralOpTrait;

// ::mlir::OpTrait::<name>; `traits` are traits it requires.
class NativeOpTrait<string name, list<Trait> traits = [],
                    code extraOpDeclaration = [{}],
                    code extraOpDefinition = [{}]>
    : NativeTrait<name, "Op", extraOpDeclaration, extraOpDefinition> {
  list<Trait> dependentTraits = traits;
}
class ParamNativeOpTrait<string prop, string params,
                         list<Trait> traits = []>
    : ParamNativeTrait<prop, params, "Op"> {
  list<Trait> dependentTraits = traits;
}
class GenInternalOpTrait<string prop, list<Trait> traits = []>
    : GenInternalTrait<prop, "Op"> {
  list<Trait> dependentTraits = traits;
}
// A multi-entity constraint: `pred` may name operands, attributes and
// results as $name, and the op as $_op.
class PredOpTrait<string descr, Pred pred, list<Trait> traits = []>
    : PredTrait<descr, pred> {
  list<Trait> dependentTraits = traits;
}

def AffineScope : NativeOpTrait<"AffineScope">;
def AutomaticAllocationScope : NativeOpTrait<"AutomaticAllocationScope">;
def ResultsBroadcastableShape : NativeOpTrait<"ResultsBroadcastableShape">;
def Commutative : NativeOpTrait<"IsCommutative">;
def Idempotent : NativeOpTrait<"IsIdempotent">;
def Involution : NativeOpTrait<"IsInvolution">;
def ConstantLike : NativeOpTrait<"ConstantLike">;
def IsolatedFromAbove : NativeOpTrait<"IsIsolatedFromAbove">;
def ResultsAreFloatLike : NativeOpTrait<"ResultsAreFloatLike">;
def SameTypeOperands : NativeOpTrait<"SameTypeOperands">;
def SameOperandsShape : NativeOpTrait<"SameOperandsShape">;
def SameOperandsAndResultShape : NativeOpTrait<"SameOperandsAndResultShape">;
def SameOperandsElementType : NativeOpTrait<"SameOperandsElementType">;
def SameOperandsAndResultElementType
    : NativeOpTrait<"SameOperandsAndResultElementType">;
def Terminator : NativeOpTrait<"IsTerminator">;
def MemRefsNormalizable : NativeOpTrait<"MemRefsNormalizable">;
def Elementwise : NativeOpTrait<"Elementwise">;
def Scalarizable : NativeOpTrait<"Scalarizable", [Elementwise]>;
def Vectorizable : NativeOpTrait<"Vectorizable", [Elementwise]>;
def Tensorizable : NativeOpTrait<"Tensorizable", [Elementwise]>;
def ElementwiseMappable : TraitList<[
    Elementwise, Scalarizable, Vectorizable, Tensorizable]>;

// Region structure.
def SingleBlock : NativeOpTrait<"SingleBlock">, StructuralOpTrait;
class SingleBlockImplicitTerminatorImpl<string op>
    : ParamNativeOpTrait<"SingleBlockImplicitTerminator", op, [SingleBlock]>,
      StructuralOpTrait;
class SingleBlockImplicitTerminator<string op>
    : TraitList<[SingleBlock, SingleBlockImplicitTerminatorImpl<op>]>;
def NoTerminator : NativeOpTrait<"NoTerminator">, StructuralOpTrait;
def NoRegionArguments : NativeOpTrait<"NoRegionArguments">, StructuralOpTrait;
class HasParent<string op>
    : ParamNativeOpTrait<"HasParent", op>, StructuralOpTrait;
class ParentOneOf<list<string> ops>
    : ParamNativeOpTrait<"HasParent", !interleave(ops, ", ")>,
      StructuralOpTrait;

// Result type taken from the first attribute (a TypeAttr).
def FirstAttrDerivedResultType
    : GenInternalOpTrait<"FirstAttrDerivedResultType">;

// How several variable-length operand/result groups are split.
def SameVariadicOperandSize : GenInternalOpTrait<"SameVariadicOperandSize">;
def SameVariadicResultSize : GenInternalOpTrait<"SameVariadicResultSize">;
def AttrSizedOperandSegments
    : NativeOpTrait<"AttrSizedOperandSegments">, StructuralOpTrait;
def AttrSizedResultSegments
    : NativeOpTrait<"AttrSizedResultSegments">, StructuralOpTrait;

//===----------------------------------------------------------------------===//
// Successors and regions
//===----------------------------------------------------------------------===//

class Successor<Pred condition, string descr = "">
    : SuccessorConstraint<condition, descr>;
def AnySuccessor : Successor<?, "any successor">;
class VariadicSuccessor<Successor successor>
    : Successor<successor.predicate, successor.summary>;

class Region<Pred condition, string descr = "">
    : RegionConstraint<condition, descr>;
def AnyRegion : Region<CPred<"true">, "any region">;
class SizedRegion<int numBlocks> : Region<
    CPred<"::llvm::hasNItems($_self, " # numBlocks # ")">,
    "region with " # numBlocks # " blocks"> {
  int blocks = numBlocks;
}
class MinSizedRegion<int numBlocks> : Region<
    CPred<"::llvm::hasNItemsOrMore($_self, " # numBlocks # ")">,
    "region with at least " # numBlocks # " blocks">;
class MaxSizedRegion<int numBlocks> : Region<
    CPred<"::llvm::hasNItemsOrLess($_self, " # numBlocks # ")">,
    "region with at most " # numBlocks # " blocks">;
class VariadicRegion<Region region>
    : Region<region.predicate, region.summary>;

// Dag operators of Op.regions and Op.successors.
def region;
def successor;

//===----------------------------------------------------------------------===//
// Builders and op variables
//===----------------------------------------------------------------------===//

// A custom `build` method: `p` is (ins "CppType":$name, CArg<...>:$name,
// ...); the body, when given, is emitted as its definition.
class OpBuilder<dag p, code b = ""> {
  dag dagParams = p;
  code body = b;
}
class DeprecatedOpBuilder<string reason, dag p, code b = "">
    : OpBuilder<p, b>, CppDeprecated<reason>;
// Older name of the dag form of OpBuilder.
class OpBuilderDAG<dag p, code b = ""> : OpBuilder<p, b>;

// Decorations on an argument or result (e.g. memory effects).
class OpVariableDecorator;
class OpVariable<Constraint varConstraint, string desc = "",
                 list<OpVariableDecorator> varDecorators = []> {
  Constraint constraint = varConstraint;
  string summary = desc;
  list<OpVariableDecorator> decorators = varDecorators;
}
class Arg<Constraint constraint, string desc = "",
          list<OpVariableDecorator> decorators = []>
    : OpVariable<constraint, desc, decorators>;
class Res<Constraint constraint, string desc = "",
          list<OpVariableDecorator> decorators = []>
    : OpVariable<constraint, desc, decorators>;

// Groups ops under one heading in generated documentation.
class OpDocGroup {
  string summary;
  string description;
}

//===----------------------------------------------------------------------===//
// Op
//===----------------------------------------------------------------------===//

class Op<Dialect dialect, string mnemonic, list<Trait> props = []> {
  Dialect opDialect = dialect;
  string opName = mnemonic;
  string cppNamespace = dialect.cppNamespace;
  string summary = "";
  string description = "";
  OpDocGroup opDocGroup = ?;
  dag arguments = (ins);         // operands, attributes and properties
  dag results = (outs);
  dag regions = (region);
  dag successors = (successor);
  list<OpBuilder> builders = ?;
  bit skipDefaultBuilders = 0;
  string assemblyFormat = ?;     // declarative custom syntax
  bit hasCustomAssemblyFormat = 0;
  // Legacy: a `verifier` body becomes the definition of verify().
  code verifier = "";
  bit hasVerifier = !not(!empty(verifier));
  bit hasRegionVerifier = 0;
  bit hasCanonicalizer = 0;
  bit hasCanonicalizeMethod = 0;
  bit hasFolder = 0;
  bit useCustomPropertiesEncoding = 0;
  list<Trait> traits = props;
  code extraClassDeclaration = ?;
  code extraClassDefinition =
    !if(!empty(verifier), ?,
        "::llvm::LogicalResult $cppClass::verify() {" # verifier # "}");
}

// Mixins setting an op's arguments / results.
class Arguments<dag args> { dag arguments = args; }
class Results<dag rets> { dag results = rets; }

//===----------------------------------------------------------------------===//
// Promised interfaces
//===----------------------------------------------------------------------===//

class PromisedAttrInterface<AttrInterface interface> : AttrConstraint<
  CPred<"$_self.hasPromiseOrImplementsInterface<" #
    !if(!empty(interface.cppNamespace), "", interface.cppNamespace # "::") #
    interface.cppInterfaceName # ">()">,
  "promising or implementing the `" # interface.cppInterfaceName #
  "` attr interface">;
class HasPromiseOrImplementsTypeInterface<TypeInterface interface> : CPred<
  "$_self.hasPromiseOrImplementsInterface<" #
  !if(!empty(interface.cppNamespace), "", interface.cppNamespace # "::") #
  interface.cppInterfaceName # ">()">;
class PromisedTypeInterface<TypeInterface interface> : TypeConstraint<
  HasPromiseOrImplementsTypeInterface<interface>,
  "promising or implementing the `" # interface.cppInterfaceName #
  "` type interface">;

//===----------------------------------------------------------------------===//
// Multi-entity constraints
//===----------------------------------------------------------------------===//

// C++ snippets on a named operand/result `$name`.
class Rank<string name> : StrFunc<
  "::llvm::cast<::mlir::ShapedType>($" # name # ".getType()).getRank()">;
class Shape<string name> : StrFunc<
  "::llvm::cast<::mlir::ShapedType>($" # name # ".getType()).getShape()">;
class ElementCount<string name> : StrFunc<
  "llvm::cast<::mlir::ShapedType>($" # name # ".getType())"
  ".getNumElements()">;
class ElementType<string name>
    : StrFunc<"getElementTypeOrSelf($" # name # ")">;

// (v0) || (v1) || ...
class AnyPred<list<string> values> : CPred<
  !if(!lt(!size(values), 1), "false",
      !foldl("(" # !head(values) # ")", !tail(values), acc, v,
             acc # " || (" # v # ")"))>;

// (v0) == (v1) && (v1) == (v2) && ... && (vN) == (v0)
class AllMatchPred<list<string> values> : CPred<
  !if(!lt(!size(values), 2), "true",
      !foldl("(" # !head(values) # ")", !tail(values), acc, v,
             acc # " == (" # v # ") && (" # v # ")")
        # " == (" # !head(values) # ")")>;

class AllMatch<list<string> values, string summary>
    : PredOpTrait<summary, AllMatchPred<values>>;

// Applies `operator` (written over $_self) to each named entity.
class AllMatchSameOperatorPred<list<string> names, string operator>
    : AllMatchPred<!foreach(n, names, !subst("$_self", "$" # n, operator))>;
class AllMatchSameOperatorTrait<list<string> names, string operator,
                                string summary>
    : PredOpTrait<"all of {" # !interleave(names, ", ") # "} have same " #
                  summary,
                  AllMatchSameOperatorPred<names, operator>> {
  list<string> values = names;
}
class AnyMatchOperatorPred<list<string> names, string operator>
    : AnyPred<!foreach(n, names, !subst("$_self", "$" # n, operator))>;
class AnyMatchOperatorTrait<list<string> names, string operator,
                            string summary>
    : PredOpTrait<"any of {" # !interleave(names, ", ") # "} has " # summary,
                  AnyMatchOperatorPred<names, operator>> {
  list<string> values = names;
}

class AllElementCountsMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, ElementCount<"_self">.result,
                                "element count">;
class AllElementTypesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, ElementType<"_self">.result,
                                "element type">;
class AllRanksMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, Rank<"_self">.result, "rank">;
class AllShapesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, Shape<"_self">.result, "shape">;
class AllTypesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, "$_self.getType()", "type">;
class AllTypeIDsMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, "$_self.getType().getTypeID()",
                                "type IDs">;

// The type of $rhsArg equals `transform` applied to the type of $lhsArg
// ($_self in `transform`), compared with `comparator`.
class TypesMatchWith<string summary, string lhsArg, string rhsArg,
                     string transform, string comparator = "std::equal_to<>()">
    : PredOpTrait<summary, CPred<
        comparator # "(" #
        !subst("$_self", "$" # lhsArg # ".getType()", transform) #
        ", $" # rhsArg # ".getType())">> {
  string lhs = lhsArg;
  string rhs = rhsArg;
  string transformer = transform;
}
// Same, but holds when either (optional) side is absent.
class OptionalTypesMatchWith<string summary, string lhsArg, string rhsArg,
                             string transform,
                             string comparator = "std::equal_to<>()">
    : TypesMatchWith<summary, lhsArg, rhsArg, transform,
        "!get" # snakeCaseToCamelCase<lhsArg>.ret # "()" #
        " || !get" # snakeCaseToCamelCase<rhsArg>.ret # "() || " #
        comparator>;
// Same, over type ranges (variadic operands/results).
class RangedTypesMatchWith<string summary, string lhsArg, string rhsArg,
                           string transform>
    : TypesMatchWith<summary, lhsArg, rhsArg, transform, "llvm::equal">;

// The shaped $shapedArg has as many elements as the range $elementsArg
// has values, all of its element type.
class ShapedTypeMatchesElementCountAndTypes<string shapedArg,
                                            string elementsArg>
    : PredOpTrait<"shaped type '" # shapedArg # "' matches '" # elementsArg #
                  "' element count and types",
        And<[CPred<ElementCount<shapedArg>.result # " == "
                   "static_cast<int64_t>($" # elementsArg #
                   ".getTypes().size())">,
             CPred<"::llvm::all_of($" # elementsArg # ".getTypes(), "
                   "[&](::mlir::Type t) { return t == " #
                   ElementType<shapedArg>.result # "; })">]>> {
  string shaped = shapedArg;
  string elements = elementsArg;
}

// Operand i's type satisfies allowedTypes[i].
class InputMatchesTypes<list<string> inputArgs, list<Type> allowedTypes>
    : PredOpTrait<"operands {" # !interleave(inputArgs, ", ") #
                  "} match expected types",
        !foldl(TruePred, !range(!size(inputArgs)), acc, i,
               And<[acc, SubstLeaves<"$_self",
                                     "$" # inputArgs[i] # ".getType()",
                                     allowedTypes[i].predicate>]>)> {
  assert !eq(!size(inputArgs), !size(allowedTypes)),
         "inputArgs and allowedTypes lists must have the same length";
  list<string> inputArgList = inputArgs;
  list<Type> allowedTypeList = allowedTypes;
}

// The operand types match one of the listed combinations.
class InputAddressIsCombinationOf<list<string> inputArgs,
                                  list<list<Type>> allowedCombinations,
                                  string description = "">
    : PredOpTrait<!if(!empty(description),
                      "operands {" # !interleave(inputArgs, ", ") #
                      "} match one of the allowed type combinations",
                      description),
        Or<!foreach(combination, allowedCombinations,
                    !foldl(TruePred, !range(!size(inputArgs)), acc, i,
                           And<[acc, SubstLeaves<"$_self",
                                  "$" # inputArgs[i] # ".getType()",
                                  combination[i].predicate>]>))>> {
  assert !gt(!size(allowedCombinations), 0),
         "allowedCombinations must not be empty";
  defvar argCount = !size(inputArgs);
  assert !foldl(1, allowedCombinations, acc, combination,
                !and(acc, !eq(argCount, !size(combination)))),
         "each combination in allowedCombinations must have the same length as inputArgs";
  list<string> inputArgList = inputArgs;
  list<list<Type>> allowedCombinationList = allowedCombinations;
}

// The type of $name satisfies `type`.
class TypeIsPred<string name, Type type>
    : SubstLeaves<"$_self", "$" # name # ".getType()", type.predicate>;
class TypeIs<string name, Type type>
    : PredOpTrait<"'" # name # "' is " # type.summary,
                  TypeIsPred<name, type>>;
// $name is shaped and its element type satisfies `type`.
class ElementTypeIsPred<string name, Type type> : And<[
    SubstLeaves<"$_self", "$" # name # ".getType()", IsShapedTypePred>,
    SubstLeaves<"$_self", "getElementTypeOrSelf($" # name # ")",
                type.predicate>]>;
class ElementTypeIs<string name, Type type>
    : PredOpTrait<"'" # name # "' is " # type.summary,
                  ElementTypeIsPred<name, type>>;

// Positional forms over $_op's operands (i, j) and results.
class TCopVTEtIs<int idx, Type type> : And<[
    CPred<"$_op.getNumOperands() > " # idx>,
    SubstLeaves<"$_self", "$_op.getOperand(" # idx # ").getType()",
                IsShapedTypePred>,
    SubstLeaves<"$_self", "getElementTypeOrSelf($_op.getOperand(" # idx #
                "))", type.predicate>]>;
class TCopVTEtIsSameAs<int i, int j> : And<[
    CPred<"$_op.getNumOperands() > " # !if(!gt(i, j), i, j)>,
    SubstLeaves<"$_self", "$_op.getOperand(" # i # ").getType()",
                IsShapedTypePred>,
    SubstLeaves<"$_self", "$_op.getOperand(" # j # ").getType()",
                IsShapedTypePred>,
    CPred<"::mlir::getElementTypeOrSelf($_op.getOperand(" # i # ")) == "
          "::mlir::getElementTypeOrSelf($_op.getOperand(" # j # "))">]>;
class TCOpResIsShapedTypePred<int i, int j> : And<[
    CPred<"$_op.getNumResults() > " # i>,
    CPred<"$_op.getNumOperands() > " # j>,
    SubstLeaves<"$_self", "$_op.getResult(" # i # ").getType()",
                IsShapedTypePred>,
    SubstLeaves<"$_self", "$_op.getOperand(" # j # ").getType()",
                IsShapedTypePred>]>;
class TCresIsSameAsOpBase<int i, int j> : CPred<
    "$_op.getResult(" # i # ").getType() == "
    "$_op.getOperand(" # j # ").getType()">;
class TCresVTEtIsSameAsOpBase<int i, int j> : CPred<
    "getElementTypeOrSelf($_op.getResult(" # i # ")) == "
    "getElementTypeOrSelf($_op.getOperand(" # j # "))">;
class TCresVTEtIsSameAsOp<int i, int j> : And<[
    TCOpResIsShapedTypePred<i, j>, TCresVTEtIsSameAsOpBase<i, j>]>;
class TCOpIsBroadcastableToRes<int opId, int resId> : And<[
    TCOpResIsShapedTypePred<opId, resId>,
    CPred<"::mlir::OpTrait::util::getBroadcastedType("
          "$_op.getOperand(" # opId # ").getType(), "
          "$_op.getResult(" # resId # ").getType())">]>;
// The operands at `indices` share one element type.
class TCopVTEtAreSameAt<list<int> indices> : CPred<
    "::llvm::all_equal(::llvm::map_range("
    "::mlir::ArrayRef<unsigned>({" # !interleave(indices, ", ") # "}), "
    "[this](unsigned i) { return getElementTypeOrSelf(this->getOperand(i)); "
    "}))">;

#endif // TBLGEN_PY_OP_BASE_TD
