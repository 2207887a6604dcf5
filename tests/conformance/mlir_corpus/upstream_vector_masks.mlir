func.func @v(%m: vector<4xi1>, %a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %0 = arith.select %m, %a, %b : vector<4xi1>, vector<4xf32>
  %1 = vector.reduction <add>, %0 : vector<4xf32> into f32
  %2 = vector.broadcast %1 : f32 to vector<4xf32>
  return %2 : vector<4xf32>
}
