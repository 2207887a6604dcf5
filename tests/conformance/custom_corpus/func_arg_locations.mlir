func.func @f(%a: i32 loc("a"), %b: i32 loc("b":3:4)) -> i32 {
  return %a : i32
}
