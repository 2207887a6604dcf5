"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "tensor.empty"() : () -> tensor<4xf32>
  %1 = "linalg.fill"(%f, %0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f32, %out: f32):
    "linalg.yield"(%in) : (f32) -> ()
  }) : (f32, tensor<4xf32>) -> tensor<4xf32>
  "func.return"() : () -> ()
}) : () -> ()
