func.func @f(%t: tensor<3x5xi8>, %tab: tensor<256xi8>) {
  %l = tosa.table %t, %tab : (tensor<3x5xi8>, tensor<256xi8>) -> tensor<3x6xi8>
  return
}
