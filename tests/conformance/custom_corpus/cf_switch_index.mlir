func.func @f(%a: i1) {
  cf.switch %a : i1, [
    default: ^bb1,
    0: ^bb1,
    1: ^bb1
  ]
^bb1:
  return
}
