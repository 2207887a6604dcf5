func.func @enter_without_operands(%n: i32) {
  acc.enter_data async(%n : i32)
  return
}
