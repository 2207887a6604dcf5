"func.func"() <{function_type = (i32, f32, index, i1, tensor<4x!quant.uniform<i8:f32, 2.0>>) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1, %t: tensor<4x!quant.uniform<i8:f32, 2.0>>):
  %0 = "quant.dcast"(%t) : (tensor<4x!quant.uniform<i8:f32, 2.0>>) -> tensor<4xf32>
  "func.return"() : () -> ()
}) : () -> ()
