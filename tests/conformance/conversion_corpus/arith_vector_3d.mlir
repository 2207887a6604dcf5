// RUN: --convert-arith-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Casts, comparisons and selects on 3-D vectors.
func.func @w(%a: vector<2x2x4xi16>, %b: vector<2x2x4xi16>, %f: vector<2x2x4xf64>) -> (vector<2x2x4xf32>, vector<2x2x4xi1>, vector<2x2x4xi16>) {
  %0 = arith.extsi %a : vector<2x2x4xi16> to vector<2x2x4xi32>
  %1 = arith.sitofp %0 : vector<2x2x4xi32> to vector<2x2x4xf32>
  %2 = arith.cmpi slt, %a, %b : vector<2x2x4xi16>
  %3 = arith.cmpf ogt, %f, %f fastmath<nnan> : vector<2x2x4xf64>
  %4 = arith.select %2, %a, %b : vector<2x2x4xi1>, vector<2x2x4xi16>
  %5 = arith.andi %2, %3 : vector<2x2x4xi1>
  %6 = arith.truncf %f : vector<2x2x4xf64> to vector<2x2x4xf32>
  %7 = arith.minimumf %1, %6 : vector<2x2x4xf32>
  return %7, %5, %4 : vector<2x2x4xf32>, vector<2x2x4xi1>, vector<2x2x4xi16>
}
