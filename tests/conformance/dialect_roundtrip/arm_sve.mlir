// Result types from a transformer through VectorType::Builder(...).setDim(...).
func.func @f(%m: vector<[4]xi1>, %n: vector<2x[16]xi1>) -> (vector<[16]xi1>, vector<2x[8]xi1>) {
  %0 = arm_sve.convert_to_svbool %m : vector<[4]xi1>
  %1 = arm_sve.convert_from_svbool %n : vector<2x[8]xi1>
  return %0, %1 : vector<[16]xi1>, vector<2x[8]xi1>
}
