# PassManager built with add() and run twice; the module stays valid.
from mlir import ir
from mlir.passmanager import PassManager

ASM = """
func.func @f(%x: index) -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = arith.muli %x, %c1 : index
  %1 = arith.addi %c1, %c2 : index
  %2 = arith.addi %0, %1 : index
  return %2 : index
}
"""
with ir.Context():
    module = ir.Module.parse(ASM)
    pm = PassManager("builtin.module")
    pm.add("canonicalize")
    print(pm)
    pm.run(module.operation)
    pm.run(module.operation)
    print(module)
    print(module.operation.verify())
