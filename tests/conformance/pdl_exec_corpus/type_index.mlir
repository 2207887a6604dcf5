func.func @f(%a: index, %b: i64) -> (index, index) {
  %0 = "test.idx"(%a) : (index) -> index
  %1 = "test.idx"(%b) : (i64) -> index
  return %0, %1 : index, index
}
