// CASE: shuffle_of_splats
func.func @f(%s: i16) -> vector<6xi16> {
  %a = vector.broadcast %s : i16 to vector<4xi16>
  %b = vector.broadcast %s : i16 to vector<4xi16>
  %r = vector.shuffle %a, %b [0, 5, 2, 7, 1, 1] : vector<4xi16>, vector<4xi16>
  return %r : vector<6xi16>
}

// -----

// CASE: shuffle_interleave
func.func @f(%a: vector<3xf32>, %b: vector<3xf32>, %c: vector<f16>, %d: vector<f16>) -> (vector<6xf32>, vector<6xf32>, vector<2xf16>) {
  %x = vector.shuffle %a, %b [0, 3, 1, 4, 2, 5] : vector<3xf32>, vector<3xf32>
  %y = vector.shuffle %a, %b [0, 3, 1, 5, 2, 4] : vector<3xf32>, vector<3xf32>
  %z = vector.shuffle %c, %d [0, 1] : vector<f16>, vector<f16>
  return %x, %y, %z : vector<6xf32>, vector<6xf32>, vector<2xf16>
}

// -----

// CASE: shuffle_0d_to_broadcast
func.func @f(%a: vector<i8>, %b: vector<i8>) -> (vector<1xi8>, vector<1xi8>) {
  %x = vector.shuffle %a, %b [1] : vector<i8>, vector<i8>
  %y = vector.shuffle %a, %b [0] : vector<i8>, vector<i8>
  return %x, %y : vector<1xi8>, vector<1xi8>
}

// -----

// CASE: mask_all_true_and_empty
func.func @f(%v: vector<4xf32>, %m: memref<4xf32>, %k: vector<4xi1>) -> (f32, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %t = arith.constant dense<true> : vector<4xi1>
  %r = vector.mask %t { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.mask %t { vector.transfer_write %v, %m[%c0] : vector<4xf32>, memref<4xf32> } : vector<4xi1>
  %e = vector.mask %k { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %p = vector.mask %k { vector.reduction <mul>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.mask %k { vector.yield } : vector<4xi1>
  "test.use"(%p) : (f32) -> ()
  return %r, %e : f32, vector<4xf32>
}

// -----

// CASE: contract_add_into_accumulator
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @f(%x: vector<2x3xf32>, %y: vector<3x2xf32>, %z: vector<2x2xf32>, %p: vector<2x3xi32>, %q: vector<3x2xi32>, %r: vector<2x2xi32>) -> (vector<2x2xf32>, vector<2x2xi32>, vector<2x2xf32>) {
  %zero = arith.constant dense<0.0> : vector<2x2xf32>
  %izero = arith.constant dense<0> : vector<2x2xi32>
  %one = arith.constant dense<1.0> : vector<2x2xf32>
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %x, %y, %zero : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %1 = arith.addf %z, %0 : vector<2x2xf32>
  %2 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %p, %q, %izero : vector<2x3xi32>, vector<3x2xi32> into vector<2x2xi32>
  %3 = arith.addi %2, %r : vector<2x2xi32>
  %4 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %x, %y, %one : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %5 = arith.addf %4, %z : vector<2x2xf32>
  return %1, %3, %5 : vector<2x2xf32>, vector<2x2xi32>, vector<2x2xf32>
}

// -----

// CASE: shape_cast_of_broadcast_same_count
func.func @f(%a: vector<3x4xf32>, %c: vector<2x1xf32>) -> (vector<1x12xf32>, vector<4x2xf32>) {
  %0 = vector.broadcast %a : vector<3x4xf32> to vector<1x1x3x4xf32>
  %1 = vector.shape_cast %0 : vector<1x1x3x4xf32> to vector<1x12xf32>
  %4 = vector.broadcast %c : vector<2x1xf32> to vector<2x2x2xf32>
  %5 = vector.shape_cast %4 : vector<2x2x2xf32> to vector<4x2xf32>
  return %1, %5 : vector<1x12xf32>, vector<4x2xf32>
}
