// Cooperative matrices: loads, stores and multiply-adds.
func.func @ok(%p : !spirv.ptr<i8, StorageBuffer>, %stride : i32, %a : !spirv.coopmatrix<4x8xi8, Subgroup, MatrixA>, %b : !spirv.coopmatrix<8x2xi8, Subgroup, MatrixB>, %c : !spirv.coopmatrix<4x2xi32, Subgroup, MatrixAcc>) {
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %stride, <RowMajor>, <Aligned>, 4 : !spirv.ptr<i8, StorageBuffer>, i32 -> !spirv.coopmatrix<4x8xi8, Subgroup, MatrixA>
  spirv.KHR.CooperativeMatrixStore %p, %0, %stride, <ColumnMajor> : !spirv.ptr<i8, StorageBuffer>, !spirv.coopmatrix<4x8xi8, Subgroup, MatrixA>, i32
  %1 = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c, <ASigned|BSigned> : !spirv.coopmatrix<4x8xi8, Subgroup, MatrixA>, !spirv.coopmatrix<8x2xi8, Subgroup, MatrixB> -> !spirv.coopmatrix<4x2xi32, Subgroup, MatrixAcc>
  return
}

// -----

func.func @load_struct(%p : !spirv.ptr<!spirv.struct<(i8)>, StorageBuffer>, %stride : i32) {
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %stride, <RowMajor> : !spirv.ptr<!spirv.struct<(i8)>, StorageBuffer>, i32 -> !spirv.coopmatrix<4x8xi8, Subgroup, MatrixA>
  return
}

// -----

func.func @load_aligned(%p : !spirv.ptr<i8, StorageBuffer>, %stride : i32) {
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %stride, <RowMajor>, <Aligned> : !spirv.ptr<i8, StorageBuffer>, i32 -> !spirv.coopmatrix<4x8xi8, Subgroup, MatrixA>
  return
}

// -----

func.func @store_visible(%p : !spirv.ptr<i8, StorageBuffer>, %m : !spirv.coopmatrix<4x8xi8, Subgroup, MatrixA>, %stride : i32) {
  spirv.KHR.CooperativeMatrixStore %p, %m, %stride, <RowMajor>, <MakePointerVisible> : !spirv.ptr<i8, StorageBuffer>, !spirv.coopmatrix<4x8xi8, Subgroup, MatrixA>, i32
  return
}

// -----

func.func @mul_add_use(%a : !spirv.coopmatrix<4x8xi8, Subgroup, MatrixB>, %b : !spirv.coopmatrix<8x2xi8, Subgroup, MatrixB>, %c : !spirv.coopmatrix<4x2xi32, Subgroup, MatrixAcc>) {
  %0 = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<4x8xi8, Subgroup, MatrixB>, !spirv.coopmatrix<8x2xi8, Subgroup, MatrixB> -> !spirv.coopmatrix<4x2xi32, Subgroup, MatrixAcc>
  return
}

// -----

func.func @mul_add_k(%a : !spirv.coopmatrix<4x8xi8, Subgroup, MatrixA>, %b : !spirv.coopmatrix<4x2xi8, Subgroup, MatrixB>, %c : !spirv.coopmatrix<4x2xi32, Subgroup, MatrixAcc>) {
  %0 = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<4x8xi8, Subgroup, MatrixA>, !spirv.coopmatrix<4x2xi8, Subgroup, MatrixB> -> !spirv.coopmatrix<4x2xi32, Subgroup, MatrixAcc>
  return
}

// -----

func.func @mul_add_float_operands(%a : !spirv.coopmatrix<4x8xf16, Subgroup, MatrixA>, %b : !spirv.coopmatrix<8x2xf16, Subgroup, MatrixB>, %c : !spirv.coopmatrix<4x2xf32, Subgroup, MatrixAcc>) {
  %0 = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c, <AccSat> : !spirv.coopmatrix<4x8xf16, Subgroup, MatrixA>, !spirv.coopmatrix<8x2xf16, Subgroup, MatrixB> -> !spirv.coopmatrix<4x2xf32, Subgroup, MatrixAcc>
  return
}

// -----

func.func @construct(%x : f16) -> !spirv.coopmatrix<4x8xf16, Subgroup, MatrixA> {
  %0 = spirv.CompositeConstruct %x, %x : (f16, f16) -> !spirv.coopmatrix<4x8xf16, Subgroup, MatrixA>
  return %0 : !spirv.coopmatrix<4x8xf16, Subgroup, MatrixA>
}
