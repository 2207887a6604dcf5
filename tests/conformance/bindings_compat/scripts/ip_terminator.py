# InsertionPoint.at_block_terminator in a block ending with a registered terminator.
from mlir import ir

with ir.Context() as ctx, ir.Location.unknown():
    module = ir.Module.parse("""
      func.func @f(%a: i32) -> i32 {
        return %a : i32
      }
    """)
    func = module.body.operations[0]
    entry = func.regions[0].blocks[0]
    with ir.InsertionPoint.at_block_terminator(entry):
        ir.Operation.create(
            "func.call",
            results=[],
            operands=[],
            attributes={"callee": ir.FlatSymbolRefAttr.get("g")},
        )
    print(module.operation.get_asm(print_generic_op_form=True))
