// RUN: --convert-arith-to-llvm=index-bitwidth=16 --convert-func-to-llvm=index-bitwidth=16 --reconcile-unrealized-casts
// RUN: --convert-index-to-llvm=index-bitwidth=16 --convert-arith-to-llvm=index-bitwidth=16
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// index arithmetic, casts and compares with a 16-bit index.
func.func @i(%a: index, %b: index, %x: i32) -> (index, i1, i64) {
  %s = arith.addi %a, %b : index
  %p = arith.muli %s, %a : index
  %c = arith.cmpi ult, %p, %b : index
  %y = arith.index_cast %x : i32 to index
  %z = arith.subi %p, %y : index
  %w = arith.index_castui %z : index to i64
  %q = index.add %a, %b
  %r = arith.maxui %q, %z : index
  return %r, %c, %w : index, i1, i64
}
