spirv.module Logical GLSL450 {
  spirv.SpecConstant @odd = 3 : i7
}
