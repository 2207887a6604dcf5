func.func @f(%p: !spirv.ptr<i32, Function>) {
  %0 = spirv.Load "Function" %p ["Slow"] : i32
  return
}
