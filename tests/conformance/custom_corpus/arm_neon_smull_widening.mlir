// arm_neon.intr.smull: the result's element type is twice as wide as the operands'.
func.func @smull(%a: vector<8xi8>, %b: vector<4xi16>, %s: vector<2xi32>) -> vector<2xi64> {
  %0 = arm_neon.intr.smull %a, %a : vector<8xi8> to vector<8xi16>
  %1 = arm_neon.intr.smull %b, %b : vector<4xi16> to vector<4xi32>
  %2 = arm_neon.intr.smull %s, %s : vector<2xi32> to vector<2xi64>
  return %2 : vector<2xi64>
}

// -----

func.func @smull_not_widened(%a: vector<4xi16>) -> vector<4xi16> {
  %0 = "arm_neon.intr.smull"(%a, %a) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
  return %0 : vector<4xi16>
}
