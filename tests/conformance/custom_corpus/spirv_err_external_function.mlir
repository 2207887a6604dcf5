spirv.module Logical GLSL450 {
  spirv.func @decl() "None"
}
