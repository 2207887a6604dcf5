llvm.func @f(%v: vector<4xf32>, %i: i32, %x: f32) -> vector<4xf32> {
  %0 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %1 = llvm.insertelement %x, %v[%i : i32] : vector<4xf32>
  %2 = llvm.shufflevector %v, %1 [0, 1, 4, 5] : vector<4xf32>
  %3 = llvm.shufflevector %v, %v [3, 2] : vector<4xf32>
  llvm.return %2 : vector<4xf32>
}
