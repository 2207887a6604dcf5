func.func private @dup()
func.func private @other()

module @inner {
  func.func private @dup()
}

// -----

module {
  func.func private @twice()
  memref.global "private" @twice : memref<2xf32>
}
