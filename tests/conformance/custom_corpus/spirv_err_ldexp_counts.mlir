func.func @f(%v: vector<3xf32>, %e: vector<2xi32>) {
  %0 = spirv.GL.Ldexp %v : vector<3xf32>, %e : vector<2xi32> -> vector<3xf32>
  return
}
