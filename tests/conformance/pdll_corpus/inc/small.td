// Constraints without OpBase.td: only what this file defines is imported.
class Pred;
class CPred<code pred> : Pred { code predCall = pred; }
class Constraint<Pred pred, string desc = ""> { Pred predicate = pred; string summary = desc; }
class AttrConstraint<Pred predicate, string summary = ""> : Constraint<predicate, summary>;
class TypeConstraint<Pred predicate, string summary = ""> : Constraint<predicate, summary>;
class Attr<Pred condition, string summary = ""> : AttrConstraint<condition, summary>;
class Type<Pred condition, string descr = ""> : TypeConstraint<condition, descr>;
def SmallAttr : Attr<CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">, "an integer">;
def SmallType : Type<CPred<"$_self.isInteger(32)">, "i32">;
