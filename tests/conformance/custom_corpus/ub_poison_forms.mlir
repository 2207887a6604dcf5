func.func @poison_forms() -> (f32, vector<4xi64>, f32, tensor<2xi8>) {
  %0 = ub.poison : f32
  %1 = ub.poison <#ub.poison> : vector<4xi64>
  %2 = "ub.poison"() : () -> f32
  %3 = ub.poison {tag} : tensor<2xi8>
  return %0, %1, %2, %3 : f32, vector<4xi64>, f32, tensor<2xi8>
}
