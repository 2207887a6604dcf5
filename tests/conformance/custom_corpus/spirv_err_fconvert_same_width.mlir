func.func @f(%x: vector<2xf32>) {
  %0 = spirv.FConvert %x : vector<2xf32> to vector<2xf32>
  return
}
