// RUN: --convert-math-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Trigonometric and hyperbolic ops on f64 and vectors; ops without an
// intrinsic stay.
func.func @t(%x: f64, %v: vector<4xf32>) -> (f64, vector<4xf32>) {
  %0 = math.tan %x : f64
  %1 = math.tanh %0 : f64
  %2 = math.sinh %1 : f64
  %3 = math.cosh %2 : f64
  %4 = math.acos %3 : f64
  %5 = math.asin %4 : f64
  %6 = math.atan %5 : f64
  %7 = math.atan2 %6, %x : f64
  %8 = math.erf %7 : f64
  %9 = math.cbrt %8 : f64
  %10 = math.sin %v fastmath<contract> : vector<4xf32>
  %11 = math.atan2 %10, %v : vector<4xf32>
  %12 = math.asinh %11 : vector<4xf32>
  return %9, %12 : f64, vector<4xf32>
}
