// RUN: --convert-index-to-llvm
// RUN: --convert-index-to-llvm=index-bitwidth=32
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-index-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts

func.func @misc(%a: index, %i: i32, %j: i64) -> (i1, i1, index, i32, index, index, i64) {
  %c = index.constant 42
  %0 = index.cmp ule(%a, %c)
  %1 = index.bool.constant false
  %2 = index.casts %i : i32 to index
  %3 = index.castu %a : index to i32
  %4 = index.sizeof
  %5 = index.castu %j : i64 to index
  %6 = index.casts %a : index to i64
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, index, i32, index, index, i64
}
