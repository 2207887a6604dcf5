// CASE: forwarding_folds
func.func @f(%a: tensor<?x1xf32>, %p: tensor<2x3xi1>, %b: tensor<2x3xi32>, %c: tensor<2x3xi32>) -> (tensor<?x1xf32>, tensor<?x1xf32>, tensor<?x1xf32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<?x1xf32>) {
  %0 = tosa.cast %a : (tensor<?x1xf32>) -> tensor<?x1xf32>
  %1 = tosa.reduce_sum %0 {axis = 1 : i32} : (tensor<?x1xf32>) -> tensor<?x1xf32>
  %2 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<?x1xf32>) -> tensor<1x1xf32>
  %3 = tosa.abs %a : (tensor<?x1xf32>) -> tensor<?x1xf32>
  %4 = tosa.abs %3 : (tensor<?x1xf32>) -> tensor<?x1xf32>
  %5 = tosa.select %p, %b, %b : (tensor<2x3xi1>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %t = "tosa.const"() {values = dense<true> : tensor<2x3xi1>} : () -> tensor<2x3xi1>
  %6 = tosa.select %t, %b, %c : (tensor<2x3xi1>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %7 = tosa.reverse %a {axis = 1 : i32} : (tensor<?x1xf32>) -> tensor<?x1xf32>
  "use"(%2) : (tensor<1x1xf32>) -> ()
  return %1, %4, %3, %5, %6, %7 : tensor<?x1xf32>, tensor<?x1xf32>, tensor<?x1xf32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<?x1xf32>
}

// -----

// CASE: concats_fold
func.func @f(%a: tensor<1x1x7xf32>, %b: tensor<1x2x7xf32>, %d: tensor<?x1x7xf32>) -> (tensor<1x5x7xf32>, tensor<?x?x7xf32>) {
  %0 = tosa.concat %a, %a {axis = 1 : i32} : (tensor<1x1x7xf32>, tensor<1x1x7xf32>) -> tensor<1x2x7xf32>
  %1 = tosa.concat %0, %b, %a {axis = 1 : i32} : (tensor<1x2x7xf32>, tensor<1x2x7xf32>, tensor<1x1x7xf32>) -> tensor<1x5x7xf32>
  %2 = tosa.concat %d {axis = 0 : i32} : (tensor<?x1x7xf32>) -> tensor<?x?x7xf32>
  return %1, %2 : tensor<1x5x7xf32>, tensor<?x?x7xf32>
}

// -----

// CASE: select_of_not_and_unit_max_pool
func.func @f(%p: tensor<2x3xi1>, %a: tensor<2x3xi32>, %b: tensor<2x3xi32>, %x: tensor<4x1x1x3xf32>) -> (tensor<2x3xi32>, tensor<4x1x1x3xf32>) {
  %n = tosa.logical_not %p : (tensor<2x3xi1>) -> tensor<2x3xi1>
  %0 = tosa.select %n, %a, %b : (tensor<2x3xi1>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %1 = tosa.max_pool2d %x {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<4x1x1x3xf32>) -> tensor<4x1x1x3xf32>
  return %0, %1 : tensor<2x3xi32>, tensor<4x1x1x3xf32>
}
