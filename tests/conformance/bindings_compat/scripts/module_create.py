# An empty module, then one with a generic op.
from mlir import ir

with ir.Context() as ctx, ir.Location.unknown():
    ctx.allow_unregistered_dialects = True
    module = ir.Module.create()
    print(module)
    print(module.operation.name)
    print(len(module.body.operations))
    with ir.InsertionPoint(module.body):
        ir.Operation.create("test.op", results=[ir.IntegerType.get_signless(1)])
    print(module)
    print(module.operation.verify())
