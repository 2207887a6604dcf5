func.func @f() -> (f32, vector<4xi64>) {
  %0 = ub.poison : f32
  %1 = ub.poison <#ub.poison> : vector<4xi64>
  %2 = "ub.poison"() : () -> f32
  return %0, %1 : f32, vector<4xi64>
}
