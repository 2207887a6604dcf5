func.func @f(%s: !shape.shape, %i: index) -> index {
  %0 = shape.meet %s, %i : !shape.shape, index -> index
  return %0 : index
}
