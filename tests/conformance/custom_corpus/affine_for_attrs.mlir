func.func @attrs(%n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 4 {
    } {inner}
  } {outer = 1 : i32, name = "l0"}
  return
}
