func.func @f(%a: i32) {
  cf.br ^bb1
^bb1:
  cf.switch %a : i32, [
    default: ^bb1,
    3: ^bb2
  ]
^bb2:
  return
}
