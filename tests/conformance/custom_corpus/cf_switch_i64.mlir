func.func @f(%a: i64, %b: f32) {
  cf.switch %a : i64, [
    default: ^bb1(%b : f32),
    1000000000000: ^bb1(%b : f32),
    -5: ^bb2
  ]
^bb1(%x: f32):
  return
^bb2:
  return
}
