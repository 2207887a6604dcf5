//===-- PatternBase.td - declarative rewrite rules (DRR) --*- tablegen -*-===//
//
// A Pattern matches a source dag of ops and replaces it with result dags.
// Inside patterns: `$name` binds or references a value, `$_` ignores one,
// `$name__N` is result N of a multi-result binding, and the directive
// defs below (replaceWithValue, location, returnType, either, variadic)
// act as dag operators.
//
//===----------------------------------------------------------------------===//

#ifndef TBLGEN_PY_PATTERNBASE_TD
#define TBLGEN_PY_PATTERNBASE_TD

include "mlir/IR/OpBase.td"

// (addBenefit N) raises the pattern's benefit by N.
def addBenefit;

// `preds` are extra constraints, e.g. [(HasNoUseOf:$x), (F32Tensor:$y)];
// `supplemental_results` run after the replacement (NativeCodeCallVoid).
class Pattern<dag source, list<dag> results, list<dag> preds = [],
              list<dag> supplemental_results = [],
              dag benefitAdded = (addBenefit 0)> {
  dag sourcePattern = source;
  list<dag> resultPatterns = results;
  list<dag> constraints = preds;
  list<dag> supplementalPatterns = supplemental_results;
  dag benefitDelta = benefitAdded;
}

// The common case: a single result pattern.
class Pat<dag pattern, dag result, list<dag> preds = [],
          list<dag> supplemental_results = [],
          dag benefitAdded = (addBenefit 0)>
    : Pattern<pattern, [result], preds, supplemental_results, benefitAdded>;

// A C++ expression used as a dag operator. Placeholders: $0, $1, ... the
// dag arguments, $N... the arguments from N on, $_builder the rewriter,
// $_loc the location, $_self the matched value (in source patterns).
class NativeCodeCall<string expr, int returns = 1> {
  string expression = expr;
  int numReturns = returns;
}
class NativeCodeCallVoid<string expr> : NativeCodeCall<expr, 0>;

// Matches a constant-like defining op and binds its value attribute.
def ConstantLikeMatcher : NativeCodeCall<"::mlir::success("
    "::mlir::matchPattern($_self->getResult(0), ::mlir::m_Constant(&$0)))">;

// Directives.
def replaceWithValue;   // (replaceWithValue $v): replace with a bound value
def location;           // (location $a, ...) or (location "name")
def returnType;         // (returnType $v | "C++ type" | (NativeCodeCall ...))
def either;             // (either $a, $b): match operands in either order
def variadic;           // (variadic $a, $b): a variadic operand of N values

def HasNoUseOf : Constraint<CPred<"$_self.use_empty()">, "has no use">;

#endif // TBLGEN_PY_PATTERNBASE_TD
