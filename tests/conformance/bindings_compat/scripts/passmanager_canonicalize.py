# PassManager.parse and run: canonicalize folds constants.
from mlir import ir
from mlir.passmanager import PassManager

ASM = """
func.func @f() -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %c2, %c3 : i32
  %1 = arith.muli %0, %c2 : i32
  return %1 : i32
}
"""
with ir.Context():
    module = ir.Module.parse(ASM)
    pm = PassManager.parse("builtin.module(canonicalize)")
    pm.run(module.operation)
    print(module)
