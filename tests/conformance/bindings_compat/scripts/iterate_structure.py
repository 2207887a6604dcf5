# Iterating regions, blocks, operations, arguments and results.
from mlir import ir

ASM = """
func.func @f(%a: i32, %b: i32) -> i32 {
  %c = arith.addi %a, %b : i32
  cf.br ^bb1(%c : i32)
^bb1(%d: i32):
  return %d : i32
}
"""
with ir.Context():
    module = ir.Module.parse(ASM)
    for op in module.body.operations:
        print(op.operation.name)
        for region in op.regions:
            for block in region.blocks:
                print(" block args", [str(arg.type) for arg in block.arguments])
                for inner in block.operations:
                    print(
                        "  ",
                        inner.operation.name,
                        len(inner.operands),
                        len(inner.results),
                    )
