func.func @f(%x: f32) -> f32 {
  %0 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %x : f32
  } {foo.s}
  return %0 : f32
}
