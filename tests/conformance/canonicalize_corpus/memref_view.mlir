// CASE: view_constant_sizes
func.func @f(%buf: memref<2048xi8>, %n: index) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %v = memref.view %buf[%c0][%n, %c16] : memref<2048xi8> to memref<?x?xf32>
  return %v : memref<?x?xf32>
}

// -----

// CASE: view_dynamic_kept
func.func @f(%buf: memref<2048xi8>, %s: index, %n: index) -> memref<?xf32> {
  %v = memref.view %buf[%s][%n] : memref<2048xi8> to memref<?xf32>
  return %v : memref<?xf32>
}

// -----

// CASE: view_only_shift_constant_kept
func.func @f(%buf: memref<2048xi8>, %n: index) -> memref<?xf32> {
  %c8 = arith.constant 8 : index
  %v = memref.view %buf[%c8][%n] : memref<2048xi8> to memref<?xf32>
  return %v : memref<?xf32>
}

// -----

// CASE: view_of_cast_of_alloc
func.func @f(%s: index) -> memref<4x4xf32> {
  %a = memref.alloc() : memref<2048xi8>
  %c = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%s][] : memref<?xi8> to memref<4x4xf32>
  return %v : memref<4x4xf32>
}

// -----

// CASE: view_static
func.func @f(%buf: memref<64xi8>, %s: index) -> memref<4x4xf32> {
  %v = memref.view %buf[%s][] : memref<64xi8> to memref<4x4xf32>
  return %v : memref<4x4xf32>
}
