func.func @sw(%f: i32, %a: i32, %b: f32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2(%a, %b : i32, f32),
    -3: ^bb3
  ]
^bb1(%x: i32):
  return
^bb2(%y: i32, %z: f32):
  return
^bb3:
  cf.switch %f : i32, [
    default: ^bb3
  ]
}
