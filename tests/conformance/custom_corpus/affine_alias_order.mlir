func.func @order(%n: index, %m: memref<64xf32>) {
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 64)>()[%n] {
    %j = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%i)
    affine.if affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>(%j)[%n] {
      %k = affine.max affine_map<(d0) -> (d0 - 1, 0)>(%j)
      %v = affine.load %m[%k] : memref<64xf32>
    }
  }
  return
}
