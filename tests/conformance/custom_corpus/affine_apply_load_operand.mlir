func.func @apply_of_loaded(%m: memref<4xindex>) -> index {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xindex>
  %r = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%v)[%v]
  return %r : index
}
