func.func @f() attributes {foo.kernel, foo.n = 4 : i32} {
  return
}
