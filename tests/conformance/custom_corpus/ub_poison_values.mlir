func.func @poison() -> (i32, f64, vector<4xi8>, index, tensor<2xf32>) {
  %0 = ub.poison : i32
  %1 = ub.poison : f64
  %2 = ub.poison : vector<4xi8>
  %3 = ub.poison : index
  %4 = ub.poison : tensor<2xf32>
  %5 = ub.poison <#ub.poison> : i16
  return %0, %1, %2, %3, %4 : i32, f64, vector<4xi8>, index, tensor<2xf32>
}
