spirv.module Logical GLSL450 {
  spirv.SpecConstant @lo = 1 : i32
  spirv.SpecConstant @hi = 2 : i32
  spirv.SpecConstantComposite @pair (@lo, @hi) : vector<2xi32>
  spirv.func @math(%x: f32, %v: vector<3xf32>, %e: vector<3xi32>) "None" {
    %p = spirv.mlir.referenceof @pair : vector<2xi32>
    %s = spirv.VectorTimesScalar %v, %x : (vector<3xf32>, f32) -> vector<3xf32>
    %l = spirv.GL.Ldexp %v : vector<3xf32>, %e : vector<3xi32> -> vector<3xf32>
    %f = spirv.GL.FrexpStruct %x : f32 -> !spirv.struct<(f32, i32)>
    spirv.Return
  }
}
