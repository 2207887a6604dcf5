"test.region"() ({
  %x, %a, %p = "test.src"() : () -> (i32, i64, !llvm.ptr)
  llvm.switch %x : i32, ^bb1(%a : i64) [
    1: ^bb1(%a : i64),
    -2: ^bb2,
    7: ^bb3(%a, %x : i64, i32)
  ]
^bb1(%v: i64):
  llvm.switch %x : i32, ^bb2 []
^bb2:
  llvm.indirectbr %p : !llvm.ptr, [
  ^bb3(%a, %x : i64, i32),
  ^bb2
  ]
^bb3(%u: i64, %w: i32):
  "test.done"() : () -> ()
}) : () -> ()
