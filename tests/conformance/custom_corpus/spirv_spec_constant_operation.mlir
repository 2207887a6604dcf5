// spirv.SpecConstantOperation wraps one generic op over spec constants.
spirv.module Logical GLSL450 {
  spirv.SpecConstant @width = 8 : i32
  spirv.SpecConstant @height = 3 : i32
  spirv.func @area() -> i32 "None" {
    %w = spirv.mlir.referenceof @width : i32
    %h = spirv.mlir.referenceof @height : i32
    %a = spirv.SpecConstantOperation wraps "spirv.IMul"(%w, %h) : (i32, i32) -> i32
    %b = spirv.SpecConstantOperation wraps "spirv.IAdd"(%a, %w) {tag} : (i32, i32) -> i32 loc("sum")
    spirv.ReturnValue %b : i32
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @width = 8 : i32
  spirv.func @not_constant() -> i32 "None" {
    %w = spirv.mlir.referenceof @width : i32
    %x = spirv.IAdd %w, %w : i32
    %a = spirv.SpecConstantOperation wraps "spirv.IMul"(%w, %x) : (i32, i32) -> i32
    spirv.ReturnValue %a : i32
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @scale = 1.5 : f32
  spirv.func @not_usable() -> f32 "None" {
    %w = spirv.mlir.referenceof @scale : f32
    %a = spirv.SpecConstantOperation wraps "spirv.GL.FAbs"(%w) : (f32) -> f32
    spirv.ReturnValue %a : f32
  }
}
