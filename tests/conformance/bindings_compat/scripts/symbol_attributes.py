# Symbol references and type attributes on a call.
from mlir import ir
from mlir.dialects import func

with ir.Context(), ir.Location.unknown():
    module = ir.Module.create()
    i32 = ir.IntegerType.get_signless(32)
    with ir.InsertionPoint(module.body):
        callee = func.FuncOp("callee", ir.FunctionType.get([i32], [i32]))
        callee.sym_visibility = ir.StringAttr.get("private")

        @func.FuncOp.from_py_func(i32)
        def caller(x):
            call = func.CallOp([i32], ir.FlatSymbolRefAttr.get("callee"), [x])
            return call.result

    ref = ir.FlatSymbolRefAttr.get("callee")
    print(ref, ref.value)
    print(ir.TypeAttr.get(callee.type).value)
    attrs = callee.operation.attributes
    print(attrs["sym_name"], attrs["sym_visibility"])
    print(module)
    print(module.operation.verify())
