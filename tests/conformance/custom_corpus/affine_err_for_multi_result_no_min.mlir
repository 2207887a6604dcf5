func.func @f(%a: index) {
  affine.for %i = 0 to affine_map<()[s0] -> (s0, 100)>()[%a] {
  }
  return
}
