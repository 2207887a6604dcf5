// CASE: extract_of_extract
func.func @f(%v: vector<2x3x4x5xi8>) -> (i8, vector<5xi8>) {
  %a = vector.extract %v[1] : vector<3x4x5xi8> from vector<2x3x4x5xi8>
  %b = vector.extract %a[2, 3] : vector<5xi8> from vector<3x4x5xi8>
  %c = vector.extract %b[4] : i8 from vector<5xi8>
  return %c, %b : i8, vector<5xi8>
}

// -----

// CASE: extract_of_shape_cast
func.func @f(%v: vector<2x3x4xf32>) -> (f32, vector<4xf32>, vector<2xf32>, vector<6x4xf32>) {
  %s = vector.shape_cast %v : vector<2x3x4xf32> to vector<6x4xf32>
  %a = vector.extract %s[4, 1] : f32 from vector<6x4xf32>
  %b = vector.extract %s[5] : vector<4xf32> from vector<6x4xf32>
  %t = vector.shape_cast %v : vector<2x3x4xf32> to vector<12x2xf32>
  %c = vector.extract %t[7] : vector<2xf32> from vector<12x2xf32>
  return %a, %b, %c, %s : f32, vector<4xf32>, vector<2xf32>, vector<6x4xf32>
}

// -----

// CASE: extract_of_shape_cast_to_shape_cast
func.func @f(%v: vector<2x5xi16>) -> vector<10xi16> {
  %s = vector.shape_cast %v : vector<2x5xi16> to vector<1x1x10xi16>
  %e = vector.extract %s[0, 0] : vector<10xi16> from vector<1x1x10xi16>
  return %e : vector<10xi16>
}

// -----

// CASE: extract_of_extract_strided_slice
func.func @f(%v: vector<8x6x4xf32>) -> (vector<4xf32>, f32, vector<3xf32>) {
  %s = vector.extract_strided_slice %v {offsets = [2, 1], sizes = [4, 3], strides = [1, 1]} : vector<8x6x4xf32> to vector<4x3x4xf32>
  %a = vector.extract %s[1, 2] : vector<4xf32> from vector<4x3x4xf32>
  %b = vector.extract %s[3, 0, 2] : f32 from vector<4x3x4xf32>
  %t = vector.extract_strided_slice %v {offsets = [0, 0, 1], sizes = [8, 6, 3], strides = [1, 1, 1]} : vector<8x6x4xf32> to vector<8x6x3xf32>
  %c = vector.extract %t[5, 5] : vector<3xf32> from vector<8x6x3xf32>
  return %a, %b, %c : vector<4xf32>, f32, vector<3xf32>
}

// -----

// CASE: extract_through_insert_strided_slices
func.func @f(%a: vector<2x4xf32>, %b: vector<4xf32>, %d: vector<6x8xf32>) -> (f32, vector<8xf32>, f32, f32) {
  %i = vector.insert_strided_slice %a, %d {offsets = [1, 2], strides = [1, 1]} : vector<2x4xf32> into vector<6x8xf32>
  %j = vector.insert_strided_slice %b, %i {offsets = [4, 4], strides = [1]} : vector<4xf32> into vector<6x8xf32>
  %x = vector.extract %j[2, 5] : f32 from vector<6x8xf32>
  %y = vector.extract %j[4] : vector<8xf32> from vector<6x8xf32>
  %z = vector.extract %j[4, 6] : f32 from vector<6x8xf32>
  %w = vector.extract %j[0, 0] : f32 from vector<6x8xf32>
  return %x, %y, %z, %w : f32, vector<8xf32>, f32, f32
}

// -----

// CASE: transpose_of_broadcast_and_shape_cast
func.func @f(%s: f32, %v: vector<1xf32>, %w: vector<1x2xf32>, %u: vector<6xf32>) -> (vector<3x2xf32>, vector<1x4xf32>, vector<3x1x2xf32>, vector<1x6xf32>) {
  %a = vector.broadcast %s : f32 to vector<2x3xf32>
  %ta = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %b = vector.broadcast %v : vector<1xf32> to vector<4x1xf32>
  %tb = vector.transpose %b, [1, 0] : vector<4x1xf32> to vector<1x4xf32>
  %c = vector.broadcast %w : vector<1x2xf32> to vector<1x3x2xf32>
  %tc = vector.transpose %c, [1, 0, 2] : vector<1x3x2xf32> to vector<3x1x2xf32>
  %d = vector.shape_cast %u : vector<6xf32> to vector<6x1xf32>
  %td = vector.transpose %d, [1, 0] : vector<6x1xf32> to vector<1x6xf32>
  return %ta, %tb, %tc, %td : vector<3x2xf32>, vector<1x4xf32>, vector<3x1x2xf32>, vector<1x6xf32>
}

// -----

// CASE: extract_insert_poison
func.func @f(%v: vector<4x3xi32>, %s: i32) -> (i32, vector<4x3xi32>, vector<3xi32>) {
  %a = vector.extract %v[-1, 1] : i32 from vector<4x3xi32>
  %b = vector.insert %s, %v [2, -1] : i32 into vector<4x3xi32>
  %p = ub.poison : vector<4x3xi32>
  %c = vector.extract %p[1] : vector<3xi32> from vector<4x3xi32>
  return %a, %b, %c : i32, vector<4x3xi32>, vector<3xi32>
}

// -----

// CASE: extract_through_transposes_and_inserts
func.func @f(%v: vector<2x3x4xf32>, %w: vector<2x4xf32>, %s: f32) -> (vector<4xf32>, f32, f32, vector<2xf32>) {
  %t = vector.transpose %v, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  %a = vector.extract %t[2, 1] : vector<4xf32> from vector<3x2x4xf32>
  %i = vector.insert %w, %t [1] : vector<2x4xf32> into vector<3x2x4xf32>
  %u = vector.transpose %i, [2, 1, 0] : vector<3x2x4xf32> to vector<4x2x3xf32>
  %b = vector.extract %u[3, 0, 1] : f32 from vector<4x2x3xf32>
  %c = vector.extract %u[3, 0, 2] : f32 from vector<4x2x3xf32>
  %j = vector.insert %s, %u [0, 0, 0] : f32 into vector<4x2x3xf32>
  %d = vector.extract %j[1, 0] : vector<3xf32> from vector<4x2x3xf32>
  %x = vector.transpose %v, [0, 2, 1] : vector<2x3x4xf32> to vector<2x4x3xf32>
  %e = vector.extract %x[1] : vector<4x3xf32> from vector<2x4x3xf32>
  %y = vector.extract %e[0] : vector<3xf32> from vector<4x3xf32>
  %z = vector.extract %y[1] : f32 from vector<3xf32>
  %q = vector.extract %d[1] : f32 from vector<3xf32>
  %r = vector.transpose %w, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %g = vector.extract %r[3] : vector<2xf32> from vector<4x2xf32>
  "test.use"(%z, %q) : (f32, f32) -> ()
  return %a, %b, %c, %g : vector<4xf32>, f32, f32, vector<2xf32>
}
