func.func @f() {
  memref.alloca_scope {
    memref.alloca_scope {
      %0 = memref.alloca() : memref<8xi8>
    }
  }
  return
}
