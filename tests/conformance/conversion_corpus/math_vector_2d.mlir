// RUN: --convert-math-to-llvm
// RUN: --convert-math-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts

// n-D vectors unroll row by row.
func.func @n(%w: vector<2x3xf32>, %z: vector<3x2x2xf64>, %k: vector<2x4xi8>) -> (vector<2x3xf32>, vector<3x2x2xf64>, vector<2x4xi8>) {
  %0 = math.cos %w : vector<2x3xf32>
  %1 = math.powf %0, %w fastmath<fast> : vector<2x3xf32>
  %2 = math.sqrt %z : vector<3x2x2xf64>
  %3 = math.fma %2, %z, %2 : vector<3x2x2xf64>
  %4 = math.absi %k : vector<2x4xi8>
  %c = math.ctpop %k : vector<2x4xi8>
  %5 = arith.addf %1, %w : vector<2x3xf32>
  "test.use"(%c) : (vector<2x4xi8>) -> ()
  return %5, %3, %4 : vector<2x3xf32>, vector<3x2x2xf64>, vector<2x4xi8>
}
