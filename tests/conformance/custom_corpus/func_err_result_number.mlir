func.func @f(%a#1: i32) {
  return
}
