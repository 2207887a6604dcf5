# func.FuncOp built by hand: add_entry_block, arguments, return.
from mlir import ir
from mlir.dialects import arith, func

with ir.Context(), ir.Location.unknown():
    module = ir.Module.create()
    i32 = ir.IntegerType.get_signless(32)
    with ir.InsertionPoint(module.body):
        fn = func.FuncOp("double", ir.FunctionType.get([i32], [i32]))
        entry = fn.add_entry_block()
        with ir.InsertionPoint(entry):
            x = entry.arguments[0]
            func.ReturnOp([arith.addi(x, x)])
        private = func.FuncOp("decl", ([i32, i32], []), visibility="private")
    print(module)
    print(fn.type, fn.entry_block.arguments[0].type)
    print(private.is_external)
    print(module.operation.verify())
