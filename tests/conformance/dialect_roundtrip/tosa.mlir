"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "tosa.const"() <{values = dense<1> : tensor<2xi32>}> : () -> tensor<2xi32>
  "func.return"() : () -> ()
}) : () -> ()
func.func @elementwise(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %i: tensor<2x3xi32>, %p: tensor<2x3xi1>) -> tensor<2x3xf32> {
  %c = "tosa.const"() <{values = dense<1.0> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.sub %0, %c : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = tosa.abs %1 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = tosa.exp %2 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = tosa.tanh %3 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = tosa.sigmoid %4 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %6 = tosa.log %5 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %7 = tosa.reciprocal %6 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %8 = tosa.rsqrt %7 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %9 = tosa.floor %8 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %10 = tosa.ceil %9 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %11 = tosa.pow %10, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %12 = tosa.equal %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %13 = tosa.greater %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %14 = tosa.greater_equal %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %15 = tosa.logical_and %12, %p : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  %16 = tosa.logical_or %13, %p : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  %17 = tosa.logical_not %16 : (tensor<2x3xi1>) -> tensor<2x3xi1>
  %18 = tosa.bitwise_and %i, %i : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %19 = tosa.bitwise_or %i, %i : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %20 = tosa.bitwise_xor %i, %i : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %21 = tosa.bitwise_not %i : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %22 = tosa.cast %i : (tensor<2x3xi32>) -> tensor<2x3xf32>
  %23 = tosa.identity %22 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %24 = tosa.intdiv %i, %i : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %25 = tosa.logical_left_shift %i, %i : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %26 = tosa.clz %i : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %27 = tosa.sin %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %28 = tosa.cos %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %29 = tosa.erf %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %23 : tensor<2x3xf32>
}
func.func @m(%a: tensor<2xf32>, %b: tensor<2xf32>) {
  %0 = tosa.maximum %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %1 = tosa.minimum %a, %b {nan_mode = IGNORE} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %2 = tosa.maximum %a, %b {nan_mode = #tosa.nan_mode<IGNORE>, x = 1} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}

func.func @scale(%v: i32, %m: i32, %s: i8) -> i32 {
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %0 : i32
}
