func.func @s(%flag: i32, %a: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2,
    43: ^bb1(%flag : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  %c = arith.constant 0 : i32
  return %c : i32
}
