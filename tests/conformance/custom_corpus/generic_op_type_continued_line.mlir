func.func @wrapped(%a: i32, %b: i32) -> i32 {
  %s = "arith.addi" (%a, %b) :
      (i32, i32) -> i32
  %t = "arith.addi" (%s, %b) :
      (i32, i32) -> i32
  %u = "arith.addi" (%t, %a) : (i32, i32) -> i32
  %v = "arith.addi" (%u, %a) : (i32, i32)
      -> i32
  return %v : i32
}
