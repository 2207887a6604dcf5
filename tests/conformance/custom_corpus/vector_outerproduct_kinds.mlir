func.func @f(%a: vector<4xi32>, %b: vector<8xi32>, %c: vector<4x8xi32>) {
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<add>} : vector<4xi32>, vector<8xi32>
  %1 = vector.outerproduct %a, %b, %c {kind = #vector.kind<mul>} : vector<4xi32>, vector<8xi32>
  %2 = vector.outerproduct %a, %b, %c {kind = #vector.kind<minui>} : vector<4xi32>, vector<8xi32>
  %3 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxsi>} : vector<4xi32>, vector<8xi32>
  %4 = vector.outerproduct %a, %b, %c {kind = #vector.kind<and>} : vector<4xi32>, vector<8xi32>
  %5 = vector.outerproduct %a, %b, %c {kind = #vector.kind<or>} : vector<4xi32>, vector<8xi32>
  %6 = vector.outerproduct %a, %b, %c {kind = #vector.kind<xor>} : vector<4xi32>, vector<8xi32>
  return
}
