//===-- Constraints.td - predicates and constraints -------*- tablegen -*-===//
//
// Predicates are C++ boolean expressions with placeholders ($_self, $_op,
// $_builder). Leaves are CPred; And/Or/Neg/SubstLeaves/Concat combine them.
// A Constraint pairs a predicate with a human-readable summary.
//
//===----------------------------------------------------------------------===//

#ifndef TBLGEN_PY_CONSTRAINTS_TD
#define TBLGEN_PY_CONSTRAINTS_TD

include "mlir/IR/Utils.td"

//===----------------------------------------------------------------------===//
// Predicates
//===----------------------------------------------------------------------===//

class Pred;

// A leaf predicate: C++ code, wrapped in parentheses.
class CPred<code pred> : Pred {
  code predExpr = "(" # pred # ")";
}

// How a CombinedPred joins its children.
class PredCombinerKind;
def PredCombinerAnd : PredCombinerKind;
def PredCombinerOr : PredCombinerKind;
def PredCombinerNot : PredCombinerKind;
def PredCombinerSubstLeaves : PredCombinerKind;
def PredCombinerConcat : PredCombinerKind;

class CombinedPred<PredCombinerKind k, list<Pred> c> : Pred {
  PredCombinerKind kind = k;
  list<Pred> children = c;
}

class And<list<Pred> children> : CombinedPred<PredCombinerAnd, children>;
class Or<list<Pred> children> : CombinedPred<PredCombinerOr, children>;
class Neg<Pred child> : CombinedPred<PredCombinerNot, [child]>;

// The empty conjunction holds, the empty disjunction does not.
defvar TruePred = And<[]>;
defvar False = Or<[]>;

// Rewrites every `pat` in the leaves of `child` into `repl`.
class SubstLeaves<string pat, string repl, Pred child>
    : CombinedPred<PredCombinerSubstLeaves, [child]> {
  string pattern = pat;
  string replacement = repl;
}

// Surrounds the expression of `child` with `pre` and `suf`.
class Concat<string pre, Pred child, string suf>
    : CombinedPred<PredCombinerConcat, [child]> {
  string prefix = pre;
  string suffix = suf;
}

//===----------------------------------------------------------------------===//
// Constraints
//===----------------------------------------------------------------------===//

class Constraint<Pred pred, string desc = ""> {
  Pred predicate = pred;
  string summary = desc;
}

// Shared base of type and attribute constraints; a non-empty
// cppFunctionName asks for a standalone C++ checking function.
class AttrTypeConstraint<Pred pred, string summary = "",
                         string cppFunctionNameParam = "">
    : Constraint<pred, summary> {
  string cppFunctionName = cppFunctionNameParam;
}

// On an operand or result: $_self is its type.
class TypeConstraint<Pred predicate, string summary = "",
                     string cppTypeParam = "::mlir::Type",
                     string cppFunctionNameParam = "">
    : AttrTypeConstraint<predicate, summary, cppFunctionNameParam> {
  string cppType = cppTypeParam;
}

// On an attribute: $_self is the attribute.
class AttrConstraint<Pred predicate, string summary = "",
                     string cppFunctionNameParam = "">
    : AttrTypeConstraint<predicate, summary, cppFunctionNameParam>;

// On a property: $_self is the interface-typed value.
class PropConstraint<Pred predicate, string summary = "",
                     string interfaceTypeParam = "">
    : Constraint<predicate, summary> {
  code interfaceType = interfaceTypeParam;
}

// On a region or a successor: $_self is the region / block.
class RegionConstraint<Pred predicate, string summary = "">
    : Constraint<predicate, summary>;
class SuccessorConstraint<Pred predicate, string summary = "">
    : Constraint<predicate, summary>;

#endif // TBLGEN_PY_CONSTRAINTS_TD
