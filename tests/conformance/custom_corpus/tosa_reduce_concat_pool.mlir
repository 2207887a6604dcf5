func.func @shapes(%a: tensor<2x5x3xf32>, %b: tensor<2x4x3xf32>, %img: tensor<1x16x16x4xf32>, %q: tensor<3x7xi8>, %p: tensor<3x7xi1>) -> tensor<2x9x3xf32> {
  %cat = tosa.concat %a, %b {axis = 1 : i32} : (tensor<2x5x3xf32>, tensor<2x4x3xf32>) -> tensor<2x9x3xf32>
  %s = tosa.reduce_sum %a {axis = 2 : i32} : (tensor<2x5x3xf32>) -> tensor<2x5x1xf32>
  %m = tosa.reduce_max %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<2x5x3xf32>) -> tensor<1x5x3xf32>
  %n = tosa.reduce_min %a {axis = 1 : i32} : (tensor<2x5x3xf32>) -> tensor<2x1x3xf32>
  %any = tosa.reduce_any %p {axis = 1 : i32} : (tensor<3x7xi1>) -> tensor<3x1xi1>
  %c = tosa.clamp %q {min_val = -3 : i8, max_val = 100 : i8} : (tensor<3x7xi8>) -> tensor<3x7xi8>
  %f = tosa.clamp %a {min_val = -1.5 : f32, max_val = 1.5 : f32, nan_mode = IGNORE} : (tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
  %i = tosa.argmax %a {axis = 1 : i32} : (tensor<2x5x3xf32>) -> tensor<2x3xi32>
  %pool = tosa.max_pool2d %img {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x16x16x4xf32>) -> tensor<1x8x8x4xf32>
  %r = tosa.reverse %q {axis = 1 : i32} : (tensor<3x7xi8>) -> tensor<3x7xi8>
  %sel = tosa.select %p, %q, %r : (tensor<3x7xi1>, tensor<3x7xi8>, tensor<3x7xi8>) -> tensor<3x7xi8>
  return %cat : tensor<2x9x3xf32>
}
