// ShapeDialect::verifyOperationAttribute: shape.lib
module attributes {shape.lib = @lib} {
  shape.function_library @lib {
    func.func @f(%arg: !shape.value_shape) -> !shape.shape {
      %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
      return %0 : !shape.shape
    }
  } mapping {
    arith.addi = @f
  }
}

// -----

module attributes {shape.lib = @missing} {
}

// -----

module attributes {shape.lib = @f} {
  func.func private @f()
}

// -----

func.func @not_a_table() -> index {
  %c = arith.constant {shape.lib = @x} 0 : index
  return %c : index
}

// -----

module attributes {shape.lib = "lib"} {
}

// -----

module attributes {shape.lib = [@a, @b]} {
  shape.function_library @a {
    func.func @f(%arg: !shape.value_shape) -> !shape.shape {
      %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
      return %0 : !shape.shape
    }
  } mapping {
    arith.addi = @f
  }
  shape.function_library @b {
    func.func @g(%arg: !shape.value_shape) -> !shape.shape {
      %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
      return %0 : !shape.shape
    }
  } mapping {
    arith.addi = @g
  }
}
