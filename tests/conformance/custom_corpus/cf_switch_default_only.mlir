func.func @f(%a: i32) {
  cf.switch %a : i32, [
    default: ^bb1
  ]
^bb1:
  return
}
