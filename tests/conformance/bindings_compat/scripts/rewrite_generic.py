# A Python rewrite pattern over generic ops, applied greedily.
from mlir import ir
from mlir.rewrite import RewritePatternSet, apply_patterns_and_fold_greedily

with ir.Context() as ctx, ir.Location.unknown():
    ctx.allow_unregistered_dialects = True
    module = ir.Module.parse("""
      %0 = "test.old"() : () -> i32
      %1 = "test.old"() : () -> i32
      "test.use"(%0, %1) : (i32, i32) -> ()
    """)

    def renew(op, rewriter):
        with rewriter.ip:
            new = ir.Operation.create("test.new", results=[op.results[0].type])
        rewriter.replace_op(op, new)

    patterns = RewritePatternSet()
    patterns.add("test.old", renew)
    apply_patterns_and_fold_greedily(module, patterns.freeze())
    print(module)
