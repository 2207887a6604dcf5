spirv.module Logical GLSL450 {
  spirv.func @callee(%a: i32) -> i32 "None" {
    spirv.ReturnValue %a : i32
  }
  spirv.func @loops(%n: i32, %flag: i1) -> () "None" {
    %zero = spirv.Constant 0 : i32
    %r = spirv.FunctionCall @callee(%n) : (i32) -> i32
    spirv.mlir.loop control(Unroll) {
      spirv.Branch ^header(%zero : i32)
    ^header(%i: i32):
      %lt = spirv.SLessThan %i, %n : i32
      spirv.BranchConditional %lt [3, 1], ^body, ^merge
    ^body:
      spirv.Branch ^continue
    ^continue:
      %next = spirv.IAdd %i, %r : i32
      spirv.Branch ^header(%next : i32)
    ^merge:
      spirv.mlir.merge
    }
    spirv.mlir.selection {
      spirv.BranchConditional %flag, ^then, ^merge
    ^then:
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }
    spirv.Return
  }
}
