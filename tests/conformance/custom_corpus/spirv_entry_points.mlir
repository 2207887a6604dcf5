spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.func @kernel() "None" {
    %a = spirv.Constant 1.5 : f32
    %b = spirv.Constant 0.5 : f32
    %c = spirv.GL.FClamp %a, %b, %a : f32
    %d = spirv.GL.Fma %a, %b, %c : f32
    spirv.Return
  }
  spirv.func @twice(%x: i32) -> i32 "None" {
    %y = spirv.IAdd %x, %x : i32
    spirv.ReturnValue %y : i32
  }
  spirv.EntryPoint "GLCompute" @kernel, @gid
  spirv.ExecutionMode @kernel "LocalSize", 8, 4, 1
}
