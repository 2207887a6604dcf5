# A pipeline nested on func.func, run on a module with two functions.
from mlir import ir
from mlir.passmanager import PassManager

ASM = """
func.func @a(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}
func.func @b() -> i1 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.cmpi slt, %c1, %c2 : i32
  return %0 : i1
}
"""
with ir.Context():
    module = ir.Module.parse(ASM)
    pm = PassManager.parse("builtin.module(func.func(canonicalize))")
    print(pm)
    pm.run(module.operation)
    print(module)
