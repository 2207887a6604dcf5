func.func @f(%a: i32) {
  cf.switch %a : i32, [
    0: ^bb1
  ]
^bb1:
  return
}
