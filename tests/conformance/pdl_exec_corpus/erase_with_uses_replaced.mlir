func.func @f(%a: i32) {
  %0 = "test.fwd"(%a) : (i32) -> i32
  %1 = "test.fwd"(%0) : (i32) -> i32
  "test.drop"(%1) : (i32) -> ()
  return
}
