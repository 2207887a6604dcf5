"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "tensor.empty"() : () -> tensor<4x8xf32>
  %1 = "tensor.empty"(%x) : (index) -> tensor<4x?xf32>
  %2 = "tensor.dim"(%1, %x) : (tensor<4x?xf32>, index) -> index
  "func.return"() : () -> ()
}) : () -> ()
