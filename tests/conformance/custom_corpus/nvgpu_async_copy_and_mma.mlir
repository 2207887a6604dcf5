func.func @copies(%g: memref<64x64xf16>, %s: memref<8x64xf16, 3>, %w: memref<8x64xf16, #gpu.address_space<workgroup>>, %i: index) {
  %t0 = nvgpu.device_async_copy %g[%i, %i], %s[%i, %i], 8 : memref<64x64xf16> to memref<8x64xf16, 3>
  %t1 = nvgpu.device_async_copy %g[%i, %i], %w[%i, %i], 8 {bypassL1} : memref<64x64xf16> to memref<8x64xf16, #gpu.address_space<workgroup>>
  return
}

func.func @mma(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>, %x: vector<2x1xf64>, %y: vector<1x1xf64>, %z: vector<2x2xf64>) -> (vector<2x2xf16>, vector<2x2xf64>) {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  %e = nvgpu.mma.sync (%x, %y, %z) {mmaShape = [16, 8, 4]} : (vector<2x1xf64>, vector<1x1xf64>, vector<2x2xf64>) -> vector<2x2xf64>
  return %d, %e : vector<2x2xf16>, vector<2x2xf64>
}

// -----

func.func @not_shared(%g: memref<64x64xf16>, %d: memref<8x64xf16>, %i: index) {
  %t = nvgpu.device_async_copy %g[%i, %i], %d[%i, %i], 8 : memref<64x64xf16> to memref<8x64xf16>
  return
}

// -----

func.func @odd_size(%g: memref<64xf32>, %s: memref<64xf32, 3>, %i: index) {
  %t = nvgpu.device_async_copy %g[%i], %s[%i], 3 : memref<64xf32> to memref<64xf32, 3>
  return
}

// -----

func.func @bypass_small(%g: memref<64xf32>, %s: memref<64xf32, 3>, %i: index) {
  %t = nvgpu.device_async_copy %g[%i], %s[%i], 2 {bypassL1} : memref<64xf32> to memref<64xf32, 3>
  return
}

// -----

func.func @strided_source(%g: memref<64x64xf32, strided<[64, 2]>>, %s: memref<64xf32, 3>, %i: index) {
  %t = nvgpu.device_async_copy %g[%i, %i], %s[%i], 4 : memref<64x64xf32, strided<[64, 2]>> to memref<64xf32, 3>
  return
}

// -----

func.func @mma_wrong_a(%a: vector<2x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) -> vector<2x2xf16> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return %d : vector<2x2xf16>
}

// -----

func.func @mma_tf32_f16(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) -> vector<2x2xf16> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16], tf32Enabled} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return %d : vector<2x2xf16>
}

// -----

func.func @ldmatrix_ok(%s: memref<32x32xf16, 3>, %w: memref<32x32xi8, #gpu.address_space<workgroup>>, %i: index) -> (vector<4x2xf16>, vector<2x4xi8>) {
  %a = nvgpu.ldmatrix %s[%i, %i] {numTiles = 4 : i32, transpose = true} : memref<32x32xf16, 3> -> vector<4x2xf16>
  %b = nvgpu.ldmatrix %w[%i, %i] {numTiles = 2 : i32, transpose = false} : memref<32x32xi8, #gpu.address_space<workgroup>> -> vector<2x4xi8>
  return %a, %b : vector<4x2xf16>, vector<2x4xi8>
}

// -----

func.func @ldmatrix_global(%g: memref<32x32xf16>, %i: index) -> vector<4x2xf16> {
  %a = nvgpu.ldmatrix %g[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<32x32xf16> -> vector<4x2xf16>
  return %a : vector<4x2xf16>
}

// -----

func.func @ldmatrix_tiles(%s: memref<32x32xf16, 3>, %i: index) -> vector<2x2xf16> {
  %a = nvgpu.ldmatrix %s[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<32x32xf16, 3> -> vector<2x2xf16>
  return %a : vector<2x2xf16>
}

// -----

func.func @ldmatrix_transpose_i8(%s: memref<32x32xi8, 3>, %i: index) -> vector<2x4xi8> {
  %a = nvgpu.ldmatrix %s[%i, %i] {numTiles = 2 : i32, transpose = true} : memref<32x32xi8, 3> -> vector<2x4xi8>
  return %a : vector<2x4xi8>
}
