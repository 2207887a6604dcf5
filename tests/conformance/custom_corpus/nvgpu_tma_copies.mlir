!box = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
func.func @copy(%d: !box, %m: memref<64x64xf16, 3>, %b: !bars, %i: index) {
  nvgpu.tma.async.load %d[%i, %i], %b[%i] to %m : !box, !bars -> memref<64x64xf16, 3>
  nvgpu.tma.async.store %m to %d[%i, %i] : memref<64x64xf16, 3> -> !box
  %w = nvgpu.warpgroup.generate.descriptor %m, %d : memref<64x64xf16, 3>, !box -> !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
  %acc = nvgpu.warpgroup.mma.init.accumulator -> !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>
  return
}
