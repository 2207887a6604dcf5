func.func @composite(%v: vector<4xf32>, %x: f32, %i: i32, %j: i32, %h: vector<2xf16>) -> f32 {
  %0 = spirv.CompositeExtract %v[2 : i32] : vector<4xf32>
  %1 = spirv.CompositeInsert %x, %v[0 : i32] : f32 into vector<4xf32>
  %2 = spirv.CompositeConstruct %x, %x, %0, %x : (f32, f32, f32, f32) -> vector<4xf32>
  %3 = spirv.IAddCarry %i, %j : !spirv.struct<(i32, i32)>
  %4 = spirv.UMulExtended %i, %j : !spirv.struct<(i32, i32)>
  %5 = spirv.Bitcast %x : f32 to i32
  %6 = spirv.Bitcast %h : vector<2xf16> to i32
  %7 = spirv.FConvert %x : f32 to f64
  %8 = spirv.ConvertFToS %x : f32 to i32
  %9 = spirv.SConvert %i : i32 to i64
  %10 = spirv.ShiftLeftLogical %i, %j : i32, i32
  return %0 : f32
}
