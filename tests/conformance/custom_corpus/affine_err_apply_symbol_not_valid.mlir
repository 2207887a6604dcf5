func.func @f(%m: memref<4xindex>) {
  affine.for %i = 0 to 4 {
    %x = memref.load %m[%i] : memref<4xindex>
    %y = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%x]
    %v = affine.load %m[%y] : memref<4xindex>
  }
  return
}
