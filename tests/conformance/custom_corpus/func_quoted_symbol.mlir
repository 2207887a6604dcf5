func.func private @"my func"(i32)
func.func private @"0abc"()
func.func @caller(%c: i32) {
  func.call @"my func"(%c) : (i32) -> ()
  return
}
