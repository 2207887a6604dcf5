# Inherent attributes through op.operation.attributes and typed accessors.
from mlir import ir
from mlir.dialects import arith, func

with ir.Context(), ir.Location.unknown():
    module = ir.Module.create()
    i32 = ir.IntegerType.get_signless(32)
    with ir.InsertionPoint(module.body):
        fn = func.FuncOp("f", ([], [i32]))
        with ir.InsertionPoint(fn.add_entry_block()):
            c = arith.ConstantOp(i32, 5)
            func.ReturnOp([c.result])
    attrs = fn.operation.attributes
    print(list(attrs))
    print(attrs["sym_name"], attrs["function_type"])
    print(c.operation.attributes["value"], c.value)
    fn.operation.attributes["llvm.emit_c_interface"] = ir.UnitAttr.get()
    print(module)
