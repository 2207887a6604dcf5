func.func @f(%p: !spirv.ptr<i32, Function>) {
  spirv.Store "Function" %p : i32
  return
}
