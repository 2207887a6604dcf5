"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
  %1 = "spirv.IAdd"(%0, %i) : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()
func.func @arith(%a: i32, %b: i32, %f: f32, %g: f32, %v: vector<4xf32>) -> i32 {
  %c = spirv.Constant 7 : i32
  %0 = spirv.IAdd %a, %b : i32
  %1 = spirv.ISub %0, %c : i32
  %2 = spirv.IMul %1, %a : i32
  %3 = spirv.SDiv %2, %b : i32
  %4 = spirv.UDiv %3, %b : i32
  %5 = spirv.SRem %4, %b : i32
  %6 = spirv.SMod %5, %b : i32
  %7 = spirv.SNegate %6 : i32
  %8 = spirv.FAdd %f, %g : f32
  %9 = spirv.FSub %8, %g : f32
  %10 = spirv.FMul %9, %g : f32
  %11 = spirv.FDiv %10, %g : f32
  %12 = spirv.FNegate %11 : f32
  %13 = spirv.FAdd %v, %v : vector<4xf32>
  %14 = spirv.IEqual %a, %b : i32
  %15 = spirv.SLessThan %a, %b : i32
  %16 = spirv.FOrdLessThan %f, %g : f32
  %17 = spirv.LogicalAnd %14, %15 : i1
  %18 = spirv.LogicalNot %17 : i1
  %19 = spirv.BitwiseAnd %a, %b : i32
  %20 = spirv.BitwiseOr %a, %b : i32
  %21 = spirv.BitwiseXor %a, %b : i32
  %22 = spirv.Not %a : i32
  %23 = spirv.BitCount %a : i32
  %t = spirv.Constant true
  %fc = spirv.Constant 1.5 : f32
  %vc = spirv.Constant dense<[1, 2]> : vector<2xi32>
  return %7 : i32
}
spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: i32, %c: i1) -> i32 "None" {
    %0 = spirv.Select %c, %a, %b : i1, i32
    spirv.ReturnValue %0 : i32
  }
}

spirv.module @named Physical64 OpenCL attributes {tag} {
  spirv.func @g(%x: f32, %v: vector<2xi1>, %p: vector<2xf32>, %q: vector<2xf32>) "Inline" {
    %0 = spirv.FMul %x, %x : f32
    %1 = spirv.Select %v, %p, %q : vector<2xi1>, vector<2xf32>
    spirv.Return
  }
  spirv.func @h() -> (i32 {x.y}) "DontInline" attributes {k = 1 : i32} {
    %c = spirv.Constant 3 : i32
    spirv.ReturnValue %c : i32
  }
}
