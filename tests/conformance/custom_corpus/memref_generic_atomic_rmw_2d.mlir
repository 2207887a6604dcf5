func.func @f(%m: memref<4x4xi32>, %i: index, %v: i32) -> i32 {
  %0 = memref.generic_atomic_rmw %m[%i, %i] : memref<4x4xi32> {
  ^bb0(%old: i32):
    %n = arith.andi %old, %v : i32
    memref.atomic_yield %n : i32
  }
  return %0 : i32
}
