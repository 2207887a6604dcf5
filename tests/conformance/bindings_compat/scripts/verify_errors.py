# Verification failures raise MLIRError; valid IR verifies.
from mlir import ir
from mlir.dialects import arith

with ir.Context(), ir.Location.unknown():
    module = ir.Module.create()
    i32 = ir.IntegerType.get_signless(32)
    i64 = ir.IntegerType.get_signless(64)
    with ir.InsertionPoint(module.body):
        a = arith.constant(i32, 1)
        b = arith.constant(i64, 2)
    print(module.operation.verify())
    with ir.InsertionPoint(module.body):
        bad = ir.Operation.create("arith.addi", results=[i32], operands=[a, b])
    try:
        module.operation.verify()
    except ir.MLIRError:
        print("verification failed")
    bad.erase()
    print(module.operation.verify())
