spirv.module Logical GLSL450 {
  spirv.func @g(%a: i32) -> () "None" {
    spirv.Return
  }
  spirv.func @f(%x: f32) -> () "None" {
    spirv.FunctionCall @g(%x) : (f32) -> ()
    spirv.Return
  }
}
