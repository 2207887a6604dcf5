llvm.func @f(%c: i1, %a: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  llvm.br ^bb2
^bb2:
  llvm.cond_br %c weights([3, 7]), ^bb3, ^bb4
^bb3:
  llvm.return %a : i32
^bb4:
  llvm.unreachable
}
