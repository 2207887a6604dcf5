module @m attributes {sym_visibility = "private"} {
  func.func private @f()
}
