// Matrix arithmetic over !spirv.matrix and cooperative matrices.
func.func @ok(%m : !spirv.matrix<2 x vector<3xf16>>, %n : !spirv.matrix<4 x vector<2xf16>>, %s : f16) {
  %0 = spirv.MatrixTimesScalar %m, %s : !spirv.matrix<2 x vector<3xf16>>, f16
  %1 = spirv.Transpose %m : !spirv.matrix<2 x vector<3xf16>> -> !spirv.matrix<3 x vector<2xf16>>
  %2 = spirv.MatrixTimesMatrix %m, %n : !spirv.matrix<2 x vector<3xf16>>, !spirv.matrix<4 x vector<2xf16>> -> !spirv.matrix<4 x vector<3xf16>>
  return
}

// -----

func.func @scalar_type(%m : !spirv.matrix<2 x vector<3xf16>>, %s : f32) {
  %0 = spirv.MatrixTimesScalar %m, %s : !spirv.matrix<2 x vector<3xf16>>, f32
  return
}

// -----

func.func @transpose_rows(%m : !spirv.matrix<2 x vector<3xf16>>) {
  %0 = spirv.Transpose %m : !spirv.matrix<2 x vector<3xf16>> -> !spirv.matrix<2 x vector<2xf16>>
  return
}

// -----

func.func @transpose_columns(%m : !spirv.matrix<2 x vector<3xf16>>) {
  %0 = spirv.Transpose %m : !spirv.matrix<2 x vector<3xf16>> -> !spirv.matrix<3 x vector<3xf16>>
  return
}

// -----

func.func @transpose_element(%m : !spirv.matrix<2 x vector<3xf16>>) {
  %0 = spirv.Transpose %m : !spirv.matrix<2 x vector<3xf16>> -> !spirv.matrix<3 x vector<2xf32>>
  return
}

// -----

func.func @product_inner(%m : !spirv.matrix<2 x vector<3xf16>>, %n : !spirv.matrix<4 x vector<3xf16>>) {
  %0 = spirv.MatrixTimesMatrix %m, %n : !spirv.matrix<2 x vector<3xf16>>, !spirv.matrix<4 x vector<3xf16>> -> !spirv.matrix<4 x vector<3xf16>>
  return
}

// -----

func.func @product_rows(%m : !spirv.matrix<2 x vector<3xf16>>, %n : !spirv.matrix<4 x vector<2xf16>>) {
  %0 = spirv.MatrixTimesMatrix %m, %n : !spirv.matrix<2 x vector<3xf16>>, !spirv.matrix<4 x vector<2xf16>> -> !spirv.matrix<4 x vector<4xf16>>
  return
}

// -----

func.func @shuffle(%a : vector<2xi8>, %b : vector<3xi8>) -> vector<3xi8> {
  %0 = spirv.VectorShuffle [4 : i32, 0xffffffff : i32, 1 : i32] %a, %b : vector<2xi8>, vector<3xi8> -> vector<3xi8>
  return %0 : vector<3xi8>
}

// -----

func.func @shuffle_range(%a : vector<2xi8>, %b : vector<3xi8>) -> vector<3xi8> {
  %0 = spirv.VectorShuffle [5 : i32, 0 : i32, 1 : i32] %a, %b : vector<2xi8>, vector<3xi8> -> vector<3xi8>
  return %0 : vector<3xi8>
}

// -----

func.func @shuffle_count(%a : vector<2xi8>, %b : vector<3xi8>) -> vector<3xi8> {
  %0 = spirv.VectorShuffle [0 : i32, 1 : i32] %a, %b : vector<2xi8>, vector<3xi8> -> vector<3xi8>
  return %0 : vector<3xi8>
}
