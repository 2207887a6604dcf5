// CASE: for_tensor_cast_folded
func.func @f(%t: tensor<32x64xf32>, %n: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %t : tensor<32x64xf32> to tensor<?x?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %0) -> (tensor<?x?xf32>) {
    %b = "test.step"(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %b : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

// -----

// CASE: for_tensor_cast_partial_static
func.func @f(%t: tensor<32x?xf32>, %n: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %t : tensor<32x?xf32> to tensor<?x?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %0) -> (tensor<?x?xf32>) {
    %b = "test.step"(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %b : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

// -----

// CASE: for_tensor_cast_to_static_not_folded
func.func @f(%t: tensor<?x?xf32>, %n: index) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %t : tensor<?x?xf32> to tensor<4x4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %0) -> (tensor<4x4xf32>) {
    %b = "test.step"(%a) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    scf.yield %b : tensor<4x4xf32>
  }
  return %r : tensor<4x4xf32>
}

// -----

// CASE: for_tensor_cast_result_two_uses
func.func @f(%t: tensor<8xf32>, %n: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %0) -> (tensor<?xf32>) {
    %b = "test.step"(%a) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %b : tensor<?xf32>
  }
  return %r, %r : tensor<?xf32>, tensor<?xf32>
}

// -----

// CASE: for_tensor_cast_second_iter_arg
func.func @f(%t: tensor<8xf32>, %x: i32, %n: index) -> (i32, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%y = %x, %a = %0) -> (i32, tensor<?xf32>) {
    %b = "test.step"(%a) : (tensor<?xf32>) -> tensor<?xf32>
    %z = "test.int"(%y) : (i32) -> i32
    scf.yield %z, %b : i32, tensor<?xf32>
  }
  return %r#0, %r#1 : i32, tensor<?xf32>
}

// -----

// CASE: for_tensor_cast_unranked_not_folded
func.func @f(%t: tensor<8xf32>, %n: index) -> tensor<*xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %t : tensor<8xf32> to tensor<*xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %0) -> (tensor<*xf32>) {
    %b = "test.step"(%a) : (tensor<*xf32>) -> tensor<*xf32>
    scf.yield %b : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}

// -----

// CASE: for_tensor_cast_no_cast
func.func @f(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<?xf32>) {
    %b = "test.step"(%a) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %b : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// CASE: for_tensor_cast_unsigned_loop
func.func @f(%t: tensor<8xf32>, %n: i32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %r = scf.for unsigned %i = %c0 to %n step %c1 iter_args(%a = %0) -> (tensor<?xf32>) : i32 {
    %b = "test.step"(%a) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %b : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
