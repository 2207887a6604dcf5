# Cloning ops to an insertion point.
from mlir import ir

ASM = """
func.func @f(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
"""
with ir.Context(), ir.Location.unknown():
    module = ir.Module.parse(ASM)
    fn = module.body.operations[0]
    entry = fn.regions[0].blocks[0]
    add = entry.operations[0]
    with ir.InsertionPoint(entry.operations[1]):
        copy = add.operation.clone()
    print(module)
    print(copy.name)
