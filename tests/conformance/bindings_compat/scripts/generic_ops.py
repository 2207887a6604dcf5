# Operation.create with operands, results, attributes and regions.
from mlir import ir

with ir.Context() as ctx, ir.Location.unknown():
    ctx.allow_unregistered_dialects = True
    i32 = ir.IntegerType.get_signless(32)
    module = ir.Module.create()
    with ir.InsertionPoint(module.body):
        a = ir.Operation.create("test.source", results=[i32, i32])
        b = ir.Operation.create(
            "test.combine",
            results=[i32],
            operands=[a.results[0], a.results[1]],
            attributes={
                "mode": ir.StringAttr.get("add"),
                "n": ir.IntegerAttr.get(i32, 2),
            },
        )
        holder = ir.Operation.create("test.holder", regions=1)
    block = ir.Block.create_at_start(holder.regions[0], [i32])
    with ir.InsertionPoint(block):
        ir.Operation.create("test.sink", operands=[block.arguments[0], b.result])
    print(module)
    print(len(a.results), len(b.operands), len(holder.regions))
    print(b.attributes["mode"], b.attributes["n"])
