// CASE: multi_reduction_single_parallel_dim
func.func @f(%v: vector<7xi32>, %acc: vector<7xi32>) -> vector<7xi32> {
  %r = vector.multi_reduction <maxsi>, %v, %acc [] : vector<7xi32> to vector<7xi32>
  return %r : vector<7xi32>
}

// -----

// CASE: multi_reduction_unit_dims
func.func @f(%v: vector<3x1x2xf32>, %acc: vector<3x2xf32>, %w: vector<1x1xi64>, %b: i64) -> (vector<3x2xf32>, i64) {
  %r = vector.multi_reduction <minimumf>, %v, %acc [1] : vector<3x1x2xf32> to vector<3x2xf32>
  %s = vector.multi_reduction <xor>, %w, %b [0, 1] : vector<1x1xi64> to i64
  return %r, %s : vector<3x2xf32>, i64
}

// -----

// CASE: multi_reduction_unit_dims_masked
func.func @f(%v: vector<4x1xf16>, %acc: vector<4xf16>, %m: vector<4x1xi1>) -> vector<4xf16> {
  %r = vector.mask %m { vector.multi_reduction <add>, %v, %acc [1] : vector<4x1xf16> to vector<4xf16> } : vector<4x1xi1> -> vector<4xf16>
  return %r : vector<4xf16>
}

// -----

// CASE: multi_reduction_non_unit_kept
func.func @f(%v: vector<3x2xf32>, %acc: vector<3xf32>) -> vector<3xf32> {
  %r = vector.multi_reduction <add>, %v, %acc [1] : vector<3x2xf32> to vector<3xf32>
  return %r : vector<3xf32>
}

// -----

// CASE: reduction_single_element
func.func @f(%v: vector<1xi8>, %w: vector<f32>, %acc: f32, %u: vector<[1]xf32>) -> (i8, f32, f32) {
  %a = vector.reduction <or>, %v : vector<1xi8> into i8
  %b = vector.reduction <maxnumf>, %w, %acc fastmath<nnan> : vector<f32> into f32
  %c = vector.reduction <add>, %u : vector<[1]xf32> into f32
  return %a, %b, %c : i8, f32, f32
}

// -----

// CASE: reduction_single_element_masked
func.func @f(%v: vector<1xi32>, %acc: i32, %m: vector<1xi1>) -> (i32, i32) {
  %a = vector.mask %m { vector.reduction <mul>, %v, %acc : vector<1xi32> into i32 } : vector<1xi1> -> i32
  %b = vector.mask %m { vector.reduction <minui>, %v : vector<1xi32> into i32 } : vector<1xi1> -> i32
  return %a, %b : i32, i32
}

// -----

// CASE: bitcast_folds
func.func @f(%v: vector<2x4xi16>) -> (vector<2x4xi16>, vector<2x4xi16>, vector<2x8xi8>, vector<3xf32>, vector<2xi64>, vector<2xi16>) {
  %a = vector.bitcast %v : vector<2x4xi16> to vector<2x4xi16>
  %b = vector.bitcast %v : vector<2x4xi16> to vector<2x2xf32>
  %c = vector.bitcast %b : vector<2x2xf32> to vector<2x4xi16>
  %d = vector.bitcast %b : vector<2x2xf32> to vector<2x8xi8>
  %h = arith.constant dense<-1.5> : vector<6xf16>
  %e = vector.bitcast %h : vector<6xf16> to vector<3xf32>
  %i = arith.constant dense<-3> : vector<8xi8>
  %g = vector.bitcast %i : vector<8xi8> to vector<2xi32>
  %j = arith.constant dense<5> : vector<4xi32>
  %k = vector.bitcast %j : vector<4xi32> to vector<2xi64>
  %l = arith.constant dense<7> : vector<4xi8>
  %n = vector.bitcast %l : vector<4xi8> to vector<2xi16>
  return %a, %c, %d, %e, %k, %n : vector<2x4xi16>, vector<2x4xi16>, vector<2x8xi8>, vector<3xf32>, vector<2xi64>, vector<2xi16>
}
