// RUN: --convert-math-to-llvm
// RUN: --convert-math-to-llvm=approximate-log1p=0
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// rsqrt, log1p and expm1 around the constant 1.
func.func @e(%x: f32, %v: vector<4xf64>, %h: f16) -> (f32, vector<4xf64>, f16) {
  %a = math.rsqrt %x fastmath<nnan> : f32
  %b = math.log1p %a : f32
  %c = math.expm1 %v fastmath<fast> : vector<4xf64>
  %d = math.rsqrt %c : vector<4xf64>
  %e = math.log1p %h fastmath<fast> : f16
  %f = math.expm1 %b : f32
  return %f, %d, %e : f32, vector<4xf64>, f16
}
