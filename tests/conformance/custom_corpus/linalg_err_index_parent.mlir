func.func @f() -> index {
  %i = linalg.index 0 : index
  return %i : index
}
