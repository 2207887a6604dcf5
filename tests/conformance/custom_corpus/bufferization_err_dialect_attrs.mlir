// BufferizationDialect::verifyRegionArgAttribute / verifyOperationAttribute
func.func @ok(%t: tensor<4xf32> {bufferization.writable = true, bufferization.access = "read"}) {
  return
}

// -----

func.func private @bad_access(tensor<4xf32> {bufferization.access = "sometimes"})

// -----

func.func private @external_writable(tensor<4xf32> {bufferization.writable = true})

// -----

func.func @writable_not_bool(%t: tensor<4xf32> {bufferization.writable = 1 : i32}) {
  return
}

// -----

func.func @unknown_arg_attr(%t: tensor<4xf32> {bufferization.unknown}) {
  return
}

// -----

func.func @on_an_op() -> index {
  %c = arith.constant {bufferization.writable = true} 0 : index
  return %c : index
}

// -----

func.func @manual_on_pure() -> index {
  %c = arith.constant {bufferization.manual_deallocation} 0 : index
  return %c : index
}
