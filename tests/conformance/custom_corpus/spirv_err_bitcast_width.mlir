func.func @f(%x: f32) {
  %0 = spirv.Bitcast %x : f32 to i64
  return
}
