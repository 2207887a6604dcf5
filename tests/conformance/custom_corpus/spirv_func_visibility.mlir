// spirv.func prints its visibility among its attributes.
spirv.module Logical GLSL450 {
  spirv.func @bar(%arg1: i32) -> i32 "None" attributes {sym_visibility = "private"} {
    spirv.ReturnValue %arg1 : i32
  }
  spirv.func @baz() "Inline" attributes {sym_visibility = "nested", other = 1} {
    spirv.Return
  }
}
