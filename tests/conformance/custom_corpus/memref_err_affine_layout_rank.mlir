func.func @rank(%a: memref<8x2xi32, affine_map<(i) -> (i * 2)>>) {
  return
}
