spirv.module Logical GLSL450 {
  spirv.func @f() -> i32 "None" {
    spirv.Return
  }
}
