llvm.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  llvm.return %x : i32
^bb2:
  llvm.br ^bb1(%b : i32)
}
