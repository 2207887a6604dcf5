func.func @block(%x: tensor<1x10x10x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>, %v: tensor<4x6xf32>, %k: tensor<4x6xi8>) -> tensor<1x4x4x3xf32> {
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x10x10x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x3xf32>
  %s = tosa.const_shape {values = dense<[8, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.reshape %v, %s : (tensor<4x6xf32>, !tosa.shape<2>) -> tensor<8x3xf32>
  %shift = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %m = tosa.mul %v, %v, %shift : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<1xi8>) -> tensor<4x6xf32>
  %mi = tosa.mul %k, %k, %shift : (tensor<4x6xi8>, tensor<4x6xi8>, tensor<1xi8>) -> tensor<4x6xi32>
  %n = tosa.negate %v, %zp, %zp : (tensor<4x6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x6xf32>
  %start = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[2, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sl = tosa.slice %v, %start, %size : (tensor<4x6xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x4xf32>
  %mult = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %t = tosa.tile %v, %mult : (tensor<4x6xf32>, !tosa.shape<2>) -> tensor<4x18xf32>
  %pads = tosa.const_shape {values = dense<[1, 1, 0, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %p = tosa.pad %v, %pads, %zp : (tensor<4x6xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<6x8xf32>
  return %c : tensor<1x4x4x3xf32>
}
