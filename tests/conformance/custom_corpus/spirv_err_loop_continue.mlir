spirv.module Logical GLSL450 {
  spirv.func @f() -> () "None" {
    spirv.mlir.loop {
      spirv.Branch ^header
    ^header:
      spirv.Branch ^body
    ^body:
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }
    spirv.Return
  }
}
