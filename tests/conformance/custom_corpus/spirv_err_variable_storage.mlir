spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    %0 = spirv.Variable : !spirv.ptr<f32, Private>
    spirv.Return
  }
}
