// RUN: --convert-math-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Bit counting and absolute value on integers and integer vectors.
func.func @i(%a: i32, %b: i64, %v: vector<8xi16>) -> (i32, i64, vector<8xi16>) {
  %0 = math.ctlz %a : i32
  %1 = math.cttz %0 : i32
  %2 = math.ctpop %1 : i32
  %3 = math.absi %2 : i32
  %4 = math.absi %b : i64
  %5 = math.ctpop %v : vector<8xi16>
  %6 = math.ctlz %5 : vector<8xi16>
  return %3, %4, %6 : i32, i64, vector<8xi16>
}
