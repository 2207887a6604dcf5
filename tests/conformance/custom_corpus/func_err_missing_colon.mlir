func.func @f(%a i32) {
  return
}
