!box = !nvgpu.tensormap.descriptor<tensor = memref<32x128xf16, 3>, swizzle = swizzle_64b, l2promo = none, oob = zero, interleave = none>
func.func @copy(%d: !box, %m: memref<32x128xf16, 3>, %i: index) {
  nvgpu.tma.async.store %m to %d[%i, %i] : memref<32x128xf16, 3> -> !box
  return
}
