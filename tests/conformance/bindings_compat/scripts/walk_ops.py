# Walking in pre- and post-order, interrupting and skipping.
from mlir import ir

ASM = """
"test.a"() ({
  "test.b"() ({
    "test.c"() : () -> ()
  }) : () -> ()
  "test.d"() : () -> ()
}) : () -> ()
"test.e"() : () -> ()
"""
with ir.Context() as ctx:
    ctx.allow_unregistered_dialects = True
    module = ir.Module.parse(ASM)
    names = []

    def visit(op):
        names.append(op.name)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    print("post", names)
    names.clear()
    module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    print("pre", names)
    names.clear()

    def until_d(op):
        names.append(op.name)
        return ir.WalkResult.INTERRUPT if op.name == "test.d" else ir.WalkResult.ADVANCE

    module.operation.walk(until_d, ir.WalkOrder.PRE_ORDER)
    print("interrupted", names)
    names.clear()

    def skip_b(op):
        names.append(op.name)
        return ir.WalkResult.SKIP if op.name == "test.b" else ir.WalkResult.ADVANCE

    module.operation.walk(skip_b, ir.WalkOrder.PRE_ORDER)
    print("skipped", names)
