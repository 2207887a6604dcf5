spirv.module Logical GLSL450 {
  spirv.func @f(%x: f32) -> i32 "None" {
    spirv.ReturnValue %x : f32
  }
}
