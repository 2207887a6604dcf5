// CASE: extract_strided_slice_identity
func.func @f(%v: vector<3x5xi8>) -> vector<3x5xi8> {
  %e = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [3, 5], strides = [1, 1]} : vector<3x5xi8> to vector<3x5xi8>
  return %e : vector<3x5xi8>
}

// -----

// CASE: extract_strided_slice_through_insert_chain
func.func @f(%a: vector<2x6xf16>, %b: vector<2x6xf16>, %d: vector<10x12xf16>) -> (vector<2x3xf16>, vector<2x6xf16>, vector<3x3xf16>) {
  %i = vector.insert_strided_slice %a, %d {offsets = [1, 2], strides = [1, 1]} : vector<2x6xf16> into vector<10x12xf16>
  %j = vector.insert_strided_slice %b, %i {offsets = [6, 0], strides = [1, 1]} : vector<2x6xf16> into vector<10x12xf16>
  %x = vector.extract_strided_slice %j {offsets = [1, 4], sizes = [2, 3], strides = [1, 1]} : vector<10x12xf16> to vector<2x3xf16>
  %y = vector.extract_strided_slice %j {offsets = [6, 0], sizes = [2, 6], strides = [1, 1]} : vector<10x12xf16> to vector<2x6xf16>
  %z = vector.extract_strided_slice %j {offsets = [2, 4], sizes = [3, 3], strides = [1, 1]} : vector<10x12xf16> to vector<3x3xf16>
  return %x, %y, %z : vector<2x3xf16>, vector<2x6xf16>, vector<3x3xf16>
}

// -----

// CASE: extract_strided_slice_constants
func.func @f() -> (vector<2x2xi16>, vector<1x3xf32>, vector<2xi1>) {
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : vector<3x3xi16>
  %x = vector.extract_strided_slice %a {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<3x3xi16> to vector<2x2xi16>
  %b = arith.constant dense<1.5> : vector<4x3xf32>
  %y = vector.extract_strided_slice %b {offsets = [2], sizes = [1], strides = [1]} : vector<4x3xf32> to vector<1x3xf32>
  %c = arith.constant dense<[true, false, false, true]> : vector<4xi1>
  %z = vector.extract_strided_slice %c {offsets = [2], sizes = [2], strides = [1]} : vector<4xi1> to vector<2xi1>
  return %x, %y, %z : vector<2x2xi16>, vector<1x3xf32>, vector<2xi1>
}

// -----

// CASE: extract_strided_slice_of_broadcasts
func.func @f(%s: f32, %v: vector<1x6xf32>, %w: vector<5xf32>) -> (vector<2x3xf32>, vector<3x2x4xf32>, vector<2x5xf32>) {
  %a = vector.broadcast %s : f32 to vector<4x8xf32>
  %x = vector.extract_strided_slice %a {offsets = [1, 2], sizes = [2, 3], strides = [1, 1]} : vector<4x8xf32> to vector<2x3xf32>
  %b = vector.broadcast %v : vector<1x6xf32> to vector<5x3x6xf32>
  %y = vector.extract_strided_slice %b {offsets = [1, 1, 2], sizes = [3, 2, 4], strides = [1, 1, 1]} : vector<5x3x6xf32> to vector<3x2x4xf32>
  %c = vector.broadcast %w : vector<5xf32> to vector<6x5xf32>
  %z = vector.extract_strided_slice %c {offsets = [3], sizes = [2], strides = [1]} : vector<6x5xf32> to vector<2x5xf32>
  return %x, %y, %z : vector<2x3xf32>, vector<3x2x4xf32>, vector<2x5xf32>
}

// -----

// CASE: extract_strided_slice_contiguous_to_extract
func.func @f(%v: vector<4x6x8xi32>) -> (vector<1x1x8xi32>, vector<1x6x8xi32>, vector<1x1x3xi32>, vector<1x2x8xi32>) {
  %a = vector.extract_strided_slice %v {offsets = [2, 3], sizes = [1, 1], strides = [1, 1]} : vector<4x6x8xi32> to vector<1x1x8xi32>
  %b = vector.extract_strided_slice %v {offsets = [3], sizes = [1], strides = [1]} : vector<4x6x8xi32> to vector<1x6x8xi32>
  %c = vector.extract_strided_slice %v {offsets = [1, 1, 2], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<4x6x8xi32> to vector<1x1x3xi32>
  %d = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [1, 2], strides = [1, 1]} : vector<4x6x8xi32> to vector<1x2x8xi32>
  return %a, %b, %c, %d : vector<1x1x8xi32>, vector<1x6x8xi32>, vector<1x1x3xi32>, vector<1x2x8xi32>
}

// -----

// CASE: insert_strided_slice_folds
func.func @f(%v: vector<4x4xf32>, %w: vector<8x8xf32>, %s: f32) -> (vector<4x4xf32>, vector<8x8xf32>, vector<8x8xf32>) {
  %a = vector.insert_strided_slice %v, %v {offsets = [0, 0], strides = [1, 1]} : vector<4x4xf32> into vector<4x4xf32>
  %e = vector.extract_strided_slice %w {offsets = [2, 4], sizes = [3, 3], strides = [1, 1]} : vector<8x8xf32> to vector<3x3xf32>
  %b = vector.insert_strided_slice %e, %w {offsets = [2, 4], strides = [1, 1]} : vector<3x3xf32> into vector<8x8xf32>
  %p = vector.broadcast %s : f32 to vector<2x8xf32>
  %q = vector.broadcast %s : f32 to vector<8x8xf32>
  %c = vector.insert_strided_slice %p, %q {offsets = [5, 0], strides = [1, 1]} : vector<2x8xf32> into vector<8x8xf32>
  return %a, %b, %c : vector<4x4xf32>, vector<8x8xf32>, vector<8x8xf32>
}

// -----

// CASE: insert_strided_slice_constants
func.func @f() -> (vector<2x3xi32>, vector<3x2x2xi8>) {
  %d = arith.constant dense<0> : vector<2x3xi32>
  %s = arith.constant dense<[7, 8]> : vector<2xi32>
  %a = vector.insert_strided_slice %s, %d {offsets = [1, 1], strides = [1]} : vector<2xi32> into vector<2x3xi32>
  %e = arith.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]], [[9, 10], [11, 12]]]> : vector<3x2x2xi8>
  %t = arith.constant dense<-1> : vector<2x1xi8>
  %b = vector.insert_strided_slice %t, %e {offsets = [1, 0, 1], strides = [1, 1]} : vector<2x1xi8> into vector<3x2x2xi8>
  return %a, %b : vector<2x3xi32>, vector<3x2x2xi8>
}
