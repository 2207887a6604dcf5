func.func @f(%a: i32) {
  %0 = spirv.SMulExtended %a, %a : !spirv.struct<(i32, i32, i32)>
  return
}
