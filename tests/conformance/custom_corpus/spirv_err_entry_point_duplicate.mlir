spirv.module Logical GLSL450 {
  spirv.func @k() "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @k
  spirv.EntryPoint "GLCompute" @k
}
