#map = affine_map<(d0) -> (d0)>
#s = affine_map<(d0) -> ()>
func.func @two(%a: tensor<8xf32>, %b: tensor<8xf32>, %sum: tensor<f32>) -> (tensor<8xf32>, tensor<f32>) {
  %r:2 = linalg.generic {indexing_maps = [#map, #map, #s], iterator_types = ["reduction"]} ins(%a : tensor<8xf32>) outs(%b, %sum : tensor<8xf32>, tensor<f32>) {
  ^bb0(%in: f32, %o: f32, %acc: f32):
    %n = arith.negf %in : f32
    %s = arith.addf %in, %acc : f32
    linalg.yield %n, %s : f32, f32
  } -> (tensor<8xf32>, tensor<f32>)
  return %r#0, %r#1 : tensor<8xf32>, tensor<f32>
}
