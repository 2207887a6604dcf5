func.func @f(%a: f32) {
  cf.switch %a : f32, [
    default: ^bb1
  ]
^bb1:
  return
}
