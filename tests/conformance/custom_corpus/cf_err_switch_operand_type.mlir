func.func @f(%a: i32, %x: f32) {
  cf.switch %a : i32, [
    default: ^bb1(%x : i32)
  ]
^bb1(%p: i32):
  return
}
