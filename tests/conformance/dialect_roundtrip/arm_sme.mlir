// Custom forms whose result types come from C++ type snippets: a transformer
// through cloneWith (the masks) and an immediately-invoked lambda (the tile).
func.func @f(%l: vector<[4]xf32>, %r: vector<[4]xf32>, %lm: vector<[4]xi1>, %rm: vector<[4]xi1>, %acc: vector<[4]x[4]xf32>) -> (vector<[4]x[4]xf32>, vector<[4]x[4]xf32>) {
  %0 = arm_sme.outerproduct %l, %r : vector<[4]xf32>, vector<[4]xf32>
  %1 = arm_sme.outerproduct %l, %r acc(%acc) masks(%lm, %rm) : vector<[4]xf32>, vector<[4]xf32>
  return %0, %1 : vector<[4]x[4]xf32>, vector<[4]x[4]xf32>
}
