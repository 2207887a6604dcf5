module @m attributes {foo.m} {
  func.func @f(%x: i64) -> i64 {
    return %x : i64
  }
}
