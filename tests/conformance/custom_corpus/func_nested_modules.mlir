module {
  module @inner {
    func.func private @g()
  }
  func.func @f() {
    return
  }
}
