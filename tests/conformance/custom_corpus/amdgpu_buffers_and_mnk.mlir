func.func @buffers(%g: memref<8x8xf32>, %g1: memref<16xi32, 1>, %gs: memref<4xf32, #gpu.address_space<global>>, %i: i32, %v: f32, %w: i32) -> f32 {
  %a = amdgpu.raw_buffer_load %g[%i, %i] : memref<8x8xf32>, i32, i32 -> f32
  amdgpu.raw_buffer_store %w -> %g1[%i] : i32 -> memref<16xi32, 1>, i32
  amdgpu.raw_buffer_atomic_fadd %v -> %gs[%i] : f32 -> memref<4xf32, #gpu.address_space<global>>, i32
  return %a : f32
}

func.func @mma(%s: vector<4xf8E8M0FNU>, %t: f8E8M0FNU, %a: vector<32xf4E2M1FN>, %c: vector<4xf32>) -> vector<4xf32> {
  %d = amdgpu.scaled_mfma 16x16x128 (%s[2] * %a) * (%t[0] * %a) + %c : vector<4xf8E8M0FNU>, vector<32xf4E2M1FN>, f8E8M0FNU, vector<32xf4E2M1FN>, vector<4xf32>
  return %d : vector<4xf32>
}

// -----

func.func @workgroup(%m: memref<8xf32, 3>, %i: i32) -> f32 {
  %a = amdgpu.raw_buffer_load %m[%i] : memref<8xf32, 3>, i32 -> f32
  return %a : f32
}

// -----

func.func @too_few(%m: memref<8x8xf32>, %i: i32) -> f32 {
  %a = amdgpu.raw_buffer_load %m[%i] : memref<8x8xf32>, i32 -> f32
  return %a : f32
}

// -----

func.func @two_dims(%x: vector<16xf16>, %y: vector<8xf32>) -> vector<8xf32> {
  %e = amdgpu.wmma 16x16 %x * %x + %y : vector<16xf16>, vector<16xf16>, vector<8xf32>
  return %e : vector<8xf32>
}

// -----

func.func @no_dims(%x: vector<16xf16>, %y: vector<8xf32>) -> vector<8xf32> {
  %e = amdgpu.wmma %x * %x + %y : vector<16xf16>, vector<16xf16>, vector<8xf32>
  return %e : vector<8xf32>
}
