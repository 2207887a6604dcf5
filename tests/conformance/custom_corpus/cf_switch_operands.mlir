func.func @f(%a: i32, %x: f32, %y: index) {
  cf.switch %a : i32, [
    default: ^bb1(%x, %y : f32, index),
    0: ^bb1(%x, %y : f32, index),
    1: ^bb2(%y : index)
  ]
^bb1(%p: f32, %q: index):
  return
^bb2(%r: index):
  return
}
