!box = !nvgpu.tensormap.descriptor<tensor = memref<8x8x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @copy(%d: !box, %m: memref<8x8x32xf32, 3>, %i: index) {
  nvgpu.tma.async.store %m to %d[%i, %i] : memref<8x8x32xf32, 3> -> !box
  return
}
