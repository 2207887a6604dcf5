func.func @f(%a: i32) {
  cf.switch %a : i32, [
    default: ^bb1,
    4: ^bb1
  ] {foo.weights}
^bb1:
  return
}
