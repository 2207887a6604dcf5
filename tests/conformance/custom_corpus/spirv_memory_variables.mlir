spirv.module Logical GLSL450 {
  spirv.SpecConstant @width spec_id(7) = 64 : i32
  spirv.SpecConstant @scale = 2.5 : f32
  spirv.GlobalVariable @grid bind(1, 3) : !spirv.ptr<f32, StorageBuffer>
  spirv.GlobalVariable @lane built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @copy initializer(@width) : !spirv.ptr<i32, Private>
  spirv.func @touch(%v: f32) "None" {
    %c = spirv.Constant 1.0 : f32
    %slot = spirv.Variable init(%c) : !spirv.ptr<f32, Function>
    %bare = spirv.Variable : !spirv.ptr<vector<2xf32>, Function>
    %g = spirv.mlir.addressof @grid : !spirv.ptr<f32, StorageBuffer>
    %x = spirv.Load "StorageBuffer" %g ["Aligned", 4] : f32
    %y = spirv.Load "Function" %slot ["Volatile"] : f32
    %w = spirv.mlir.referenceof @width : i32
    spirv.Store "Function" %slot, %x : f32
    spirv.Store "StorageBuffer" %g, %y ["Nontemporal"] : f32
    spirv.Return
  }
}
