# Parse a module of func and arith ops; print it in both forms.
from mlir import ir

ASM = """
func.func @f(%a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %c1 : i32
  %2 = arith.cmpi sge, %1, %a : i32
  %3 = arith.select %2, %1, %a : i32
  return %3 : i32
}
"""
with ir.Context():
    module = ir.Module.parse(ASM)
    print(module)
    print(module.operation.get_asm(print_generic_op_form=True))
