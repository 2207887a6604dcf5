spirv.module Logical GLSL450 {
  spirv.func @f(%a: f32) "None" {
    %0 = spirv.Variable init(%a) : !spirv.ptr<f32, Function>
    spirv.Return
  }
}
