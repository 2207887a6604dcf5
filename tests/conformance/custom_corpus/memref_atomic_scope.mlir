func.func @atomic(%m: memref<10xf32>, %i: index, %f: f32) -> f32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur: f32):
    %n = arith.addf %cur, %f : f32
    memref.atomic_yield %n : f32
  }
  %y = memref.atomic_rmw addf %f, %m[%i] : (f32, memref<10xf32>) -> f32
  %z = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  memref.alloca_scope {
    %b = memref.alloca(%i) : memref<?xi8>
  }
  memref.prefetch %m[%i], read, locality<3>, data : memref<10xf32>
  memref.prefetch %m[%i], write, locality<0>, instr : memref<10xf32>
  return %z : f32
}
