spirv.module Logical GLSL450 {
  spirv.SpecConstant @a = 1.0 : f32
  spirv.SpecConstant @b = 1 : i32
  spirv.SpecConstantComposite @v (@a, @b) : vector<2xf32>
}
