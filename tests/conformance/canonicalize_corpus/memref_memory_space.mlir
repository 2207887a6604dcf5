// CASE: memory_space_cast_chain
func.func @f(%m: memref<4xf32, 1>) -> memref<4xf32, 3> {
  %a = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %b = memref.memory_space_cast %a : memref<4xf32> to memref<4xf32, 3>
  return %b : memref<4xf32, 3>
}

// -----

// CASE: memory_space_cast_back_and_forth
func.func @f(%m: memref<?xi8, 5>, %i: index) -> i8 {
  %a = memref.memory_space_cast %m : memref<?xi8, 5> to memref<?xi8>
  %b = memref.memory_space_cast %a : memref<?xi8> to memref<?xi8, 5>
  %v = memref.load %b[%i] : memref<?xi8, 5>
  %w = memref.load %a[%i] : memref<?xi8>
  %s = arith.addi %v, %w : i8
  return %s : i8
}

// -----

// CASE: memory_space_cast_unranked_chain
func.func @f(%m: memref<*xf32, 1>) -> memref<*xf32, 2> {
  %a = memref.memory_space_cast %m : memref<*xf32, 1> to memref<*xf32>
  %b = memref.memory_space_cast %a : memref<*xf32> to memref<*xf32, 2>
  return %b : memref<*xf32, 2>
}
