# Insertion points: end of block, before an op, block begin, terminator.
from mlir import ir

with ir.Context() as ctx, ir.Location.unknown():
    ctx.allow_unregistered_dialects = True
    module = ir.Module.parse("""
      "test.first"() : () -> ()
      "test.region"() ({
        "test.inner"() : () -> ()
        "test.terminator"() : () -> ()
      }) : () -> ()
    """)
    body = module.body
    with ir.InsertionPoint(body):
        ir.Operation.create("test.at_end")
    with ir.InsertionPoint.at_block_begin(body):
        ir.Operation.create("test.at_begin")
    second = body.operations[2]
    with ir.InsertionPoint(second):
        ir.Operation.create("test.before_region")
    inner = second.regions[0].blocks[0]
    ip = ir.InsertionPoint(inner)
    ip.insert(ir.Operation.create("test.inserted"))
    print(module)
