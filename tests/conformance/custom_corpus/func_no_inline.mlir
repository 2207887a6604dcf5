func.func @f() attributes {no_inline} {
  return
}
