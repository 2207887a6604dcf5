# Function, tuple and complex types.
from mlir import ir

with ir.Context():
    i32 = ir.IntegerType.get_signless(32)
    f64 = ir.F64Type.get()
    fn = ir.FunctionType.get([i32, f64], [f64])
    print(fn)
    print([str(t) for t in fn.inputs], [str(t) for t in fn.results])
    print(ir.FunctionType.get([], []))
    print(ir.FunctionType.get([i32], [i32, i32]))
    print(ir.TupleType.get_tuple([i32, f64]))
    print(ir.ComplexType.get(f64))
    print(ir.Type.parse("(i32) -> (f32, index)"))
