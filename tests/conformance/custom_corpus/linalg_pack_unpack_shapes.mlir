func.func @f(%s: tensor<16x8x8x32xf32>, %d: tensor<128x256xf32>) -> tensor<128x256xf32> {
  %0 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}

// -----

func.func @f(%s: tensor<128x256xf32>, %d: tensor<16x8x8x32xf64>) -> tensor<16x8x8x32xf64> {
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf64>
  return %0 : tensor<16x8x8x32xf64>
}

// -----

func.func @f(%s: tensor<128x256xf32>, %d: tensor<?x8x8x32xf32>) -> tensor<?x8x8x32xf32> {
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<?x8x8x32xf32>
  return %0 : tensor<?x8x8x32xf32>
}

// -----

func.func @f(%s: tensor<?x256xf32>, %d: tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32> {
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<?x256xf32> -> tensor<16x8x8x32xf32>
  return %0 : tensor<16x8x8x32xf32>
}

// -----

func.func @f(%s: tensor<128x256xf32>, %d: tensor<16x8x8x?xf32>, %t: index) -> tensor<16x8x8x?xf32> {
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %d : tensor<128x256xf32> -> tensor<16x8x8x?xf32>
  return %0 : tensor<16x8x8x?xf32>
}

// -----

func.func @f(%s: tensor<128x256xf32>, %d: tensor<16x?x8x?xf32>, %t: index) -> tensor<16x?x8x?xf32> {
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %d : tensor<128x256xf32> -> tensor<16x?x8x?xf32>
  return %0 : tensor<16x?x8x?xf32>
}

// -----

func.func @f(%s: tensor<127x256xf32>, %d: tensor<16x8x8x32xf32>, %p: f32) -> tensor<16x8x8x32xf32> {
  %0 = linalg.pack %s padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<127x256xf32> -> tensor<16x8x8x32xf32>
  return %0 : tensor<16x8x8x32xf32>
}

// -----

func.func @f(%s: tensor<16x8x8x32xf32>, %d: tensor<127x256xf32>) -> tensor<127x256xf32> {
  %0 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<16x8x8x32xf32> -> tensor<127x256xf32>
  return %0 : tensor<127x256xf32>
}

// -----

func.func @f(%s: tensor<128x256xf32>, %d: tensor<8x16x8x32xf32>) -> tensor<8x16x8x32xf32> {
  %0 = linalg.pack %s outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<8x16x8x32xf32>
  return %0 : tensor<8x16x8x32xf32>
}

// -----

func.func @f(%s: tensor<128x256xf32>, %d: tensor<16x8x32x8xf32>) -> tensor<16x8x32x8xf32> {
  %0 = linalg.pack %s inner_dims_pos = [1, 0] inner_tiles = [32, 8] into %d : tensor<128x256xf32> -> tensor<16x8x32x8xf32>
  return %0 : tensor<16x8x32x8xf32>
}

// -----

func.func @f(%s: tensor<128x256xf32>, %d: tensor<128x8x32xf32>) -> tensor<128x8x32xf32> {
  %0 = linalg.pack %s inner_dims_pos = [1] inner_tiles = [32] into %d : tensor<128x256xf32> -> tensor<128x8x32xf32>
  return %0 : tensor<128x8x32xf32>
}

// -----

func.func @f(%s: tensor<128x256xf32>, %d: tensor<16x8x8x?xf32>) -> tensor<16x8x8x?xf32> {
  %c32 = arith.constant 32 : index
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, %c32] into %d : tensor<128x256xf32> -> tensor<16x8x8x?xf32>
  return %0 : tensor<16x8x8x?xf32>
}

// -----

func.func @f(%s: tensor<128x250xf32>, %d: tensor<16x?x8x?xf32>, %t: index) -> tensor<16x?x8x?xf32> {
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %d : tensor<128x250xf32> -> tensor<16x?x8x?xf32>
  return %0 : tensor<16x?x8x?xf32>
}

// -----

func.func @f(%s: tensor<128x256xf32>, %d: tensor<8x16x32x8xf32>) -> tensor<8x16x32x8xf32> {
  %0 = linalg.pack %s outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [32, 8] into %d : tensor<128x256xf32> -> tensor<8x16x32x8xf32>
  return %0 : tensor<8x16x32x8xf32>
}
