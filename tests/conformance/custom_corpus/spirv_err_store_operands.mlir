// spirv.Store's two operands: a missing one, then a parenthesized one.
func.func @missing(%v : i8) {
  %p = spirv.Variable : !spirv.ptr<i8, Function>
  spirv.Store "Function" , %v : i8
  return
}

// -----

func.func @delimited(%v : i8) {
  %p = spirv.Variable : !spirv.ptr<i8, Function>
  spirv.Store "Function" [%p], %v : i8
  return
}
