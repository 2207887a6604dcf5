spirv.module Logical GLSL450 {
  spirv.GlobalVariable @a : !spirv.ptr<f32, Private>
  spirv.GlobalVariable @b initializer(@a) : !spirv.ptr<f32, Private>
}
