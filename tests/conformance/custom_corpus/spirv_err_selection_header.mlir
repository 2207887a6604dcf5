spirv.module Logical GLSL450 {
  spirv.func @f() -> () "None" {
    spirv.mlir.selection {
      spirv.mlir.merge
    }
    spirv.Return
  }
}
