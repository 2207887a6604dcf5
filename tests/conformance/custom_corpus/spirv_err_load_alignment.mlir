func.func @f(%p: !spirv.ptr<i32, Function>) {
  %0 = spirv.Load "Function" %p ["Volatile"] {alignment = 8 : i32} : i32
  return
}
