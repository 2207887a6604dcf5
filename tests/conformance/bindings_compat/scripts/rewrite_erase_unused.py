# A pattern that erases ops whose results have no uses.
from mlir import ir
from mlir.rewrite import RewritePatternSet, apply_patterns_and_fold_greedily

ASM = """
func.func @f(%x: f32) -> f32 {
  %0 = arith.mulf %x, %x : f32
  %1 = arith.addf %x, %x : f32
  %2 = arith.subf %1, %x : f32
  return %x : f32
}
"""
erased = []


def erase_dead(op, rewriter):
    if any(list(result.uses) for result in op.results):
        return True
    erased.append(op.name)
    rewriter.erase_op(op)


with ir.Context(), ir.Location.unknown():
    module = ir.Module.parse(ASM)
    patterns = RewritePatternSet()
    for name in ("arith.mulf", "arith.addf", "arith.subf"):
        patterns.add(name, erase_dead)
    apply_patterns_and_fold_greedily(module, patterns.freeze())
    print(module)
    print(sorted(erased))
