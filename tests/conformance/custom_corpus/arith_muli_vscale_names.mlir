func.func @scaled() -> (index, index, index, i64) {
  %vs = vector.vscale
  %four = arith.constant 4 : index
  %neg = arith.constant -3 : index
  %a = arith.muli %four, %vs : index
  %b = arith.muli %vs, %neg : index
  %c = arith.muli %a, %vs : index
  %w = arith.constant 2 : i64
  %x = arith.index_cast %vs : index to i64
  %d = arith.muli %w, %x : i64
  return %a, %b, %c, %d : index, index, index, i64
}
