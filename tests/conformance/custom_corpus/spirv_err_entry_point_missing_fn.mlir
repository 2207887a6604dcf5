spirv.module Logical GLSL450 {
  spirv.EntryPoint "GLCompute" @absent
}
