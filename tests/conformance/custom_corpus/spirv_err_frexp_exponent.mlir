func.func @f(%x: f32) {
  %0 = spirv.GL.FrexpStruct %x : f32 -> !spirv.struct<(f32, i64)>
  return
}
