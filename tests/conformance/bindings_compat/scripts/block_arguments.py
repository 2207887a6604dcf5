# Blocks created at the start of regions; adding arguments.
from mlir import ir

with ir.Context() as ctx, ir.Location.unknown():
    ctx.allow_unregistered_dialects = True
    i32 = ir.IntegerType.get_signless(32)
    module = ir.Module.create()
    with ir.InsertionPoint(module.body):
        op = ir.Operation.create("test.graph", regions=1)
    block = ir.Block.create_at_start(op.regions[0], [i32])
    extra = block.add_argument(ir.F32Type.get(), ir.Location.unknown())
    print(len(block.arguments), extra.arg_number, extra.type)
    with ir.InsertionPoint(block):
        ir.Operation.create("test.use", operands=[block.arguments[0], extra])
    print(module)
    print(block.owner.name)
