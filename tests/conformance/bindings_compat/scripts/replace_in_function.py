# Replacing uses and erasing ops inside a function body.
from mlir import ir
from mlir.dialects import arith

ASM = """
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %0, %0 : i32
  return %1 : i32
}
"""
with ir.Context():
    module = ir.Module.parse(ASM)
    fn = module.body.operations[0]
    entry = fn.regions[0].blocks[0]
    first, second, ret = entry.operations
    second.result.replace_all_uses_with(first.result)
    second.operation.erase()
    print(module)
    first.result.replace_all_uses_with(entry.arguments[1])
    first.operation.erase()
    print(module)
