func.func @f(%a: i32) {
  "test.v"(%a) : (i32) -> ()
  "test.v"(%a, %a) : (i32, i32) -> ()
  "test.v"(%a, %a, %a) : (i32, i32, i32) -> ()
  return
}
