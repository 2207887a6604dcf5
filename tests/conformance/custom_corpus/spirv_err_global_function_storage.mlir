spirv.module Logical GLSL450 {
  spirv.GlobalVariable @g : !spirv.ptr<i32, Function>
}
