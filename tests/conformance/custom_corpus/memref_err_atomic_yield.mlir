func.func @atomic(%m: memref<10xf32>, %i: index, %g: i32) -> f32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %g : i32
  }
  return %x : f32
}
