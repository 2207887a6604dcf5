spirv.module Logical GLSL450 {
  spirv.GlobalVariable @g : !spirv.ptr<i32, Private>
  spirv.func @f() "None" {
    %0 = spirv.mlir.addressof @g : !spirv.ptr<f32, Private>
    spirv.Return
  }
}
