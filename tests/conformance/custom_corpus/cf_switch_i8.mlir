func.func @f(%a: i8) {
  cf.switch %a : i8, [
    default: ^bb1,
    -1: ^bb2,
    127: ^bb1
  ]
^bb1:
  return
^bb2:
  return
}
