func.func @sw(%flag: i32, %a: i64, %b: i64) -> i64 {
  cf.switch %flag : i32, [
    default: ^d(%a : i64),
    42: ^one(%b : i64),
    -7: ^two,
    100: ^d(%b : i64)
  ]
^d(%x: i64):
  return %x : i64
^one(%y: i64):
  return %y : i64
^two:
  return %a : i64
}
// -----
func.func @only_default(%f: i8) {
  cf.switch %f : i8, [
    default: ^bb1
  ]
^bb1:
  return
}
