func.func @spectral(%x: tensor<1x8x16xf32>, %y: tensor<1x8x16xf32>, %t: tensor<3x5xi8>, %tab: tensor<256xi8>, %a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %za: tensor<1xf32>, %zb: tensor<1xf32>) -> tensor<2x3x5xf32> {
  %r, %i = tosa.rfft2d %x : (tensor<1x8x16xf32>) -> (tensor<1x8x9xf32>, tensor<1x8x9xf32>)
  %fr, %fi = tosa.fft2d %x, %y {inverse = false} : (tensor<1x8x16xf32>, tensor<1x8x16xf32>) -> (tensor<1x8x16xf32>, tensor<1x8x16xf32>)
  %l = tosa.table %t, %tab : (tensor<3x5xi8>, tensor<256xi8>) -> tensor<3x5xi8>
  %m = tosa.matmul %a, %b, %za, %zb : (tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3x5xf32>
  return %m : tensor<2x3x5xf32>
}
