"func.func"() <{function_type = (i32, f32, index, i1, tensor<4x!quant.uniform<i8:f32, 2.0>>) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1, %t: tensor<4x!quant.uniform<i8:f32, 2.0>>):
  %0 = "quant.dcast"(%t) : (tensor<4x!quant.uniform<i8:f32, 2.0>>) -> tensor<4xf32>
  "func.return"() : () -> ()
}) : () -> ()
func.func @casts(%f: tensor<2x3xf32>, %s: tensor<2x3xi8>, %g: f32, %u: tensor<*xf32>) {
  %0 = quant.qcast %f : tensor<2x3xf32> to tensor<2x3x!quant.uniform<i8:f32:1, {2.0:10, 3.0, 0.5:-3}>>
  %1 = quant.dcast %0 : tensor<2x3x!quant.uniform<i8:f32:1, {2.0:10, 3.0, 0.5:-3}>> to tensor<2x3xf32>
  %2 = quant.scast %s : tensor<2x3xi8> to tensor<2x3x!quant.uniform<i8<-127:127>:f32, 1.5e-3>>
  %3 = quant.qcast %g : f32 to !quant.uniform<u8<1:254>:f32, 0.1:128>
  %4 = quant.qcast %u : tensor<*xf32> to tensor<*x!quant.uniform<i4:f32:0, {3.0}>>
  return
}
func.func @types(%a: !quant.any<i8:f32>, %b: !quant.any<i16>, %c: !quant.calibrated<f32<-1.0:1.0>>, %d: !quant.uniform<i4:bf16, 3.0>) {
  return
}
