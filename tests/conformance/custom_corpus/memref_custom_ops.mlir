memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]>
memref.global "public" @u : memref<4xi32> = uninitialized
memref.global "private" @e : memref<3xf32>
memref.global "private" @s : memref<2x2xi8, 1> = dense<1>
func.func @f(%m: memref<8x16xf32>, %i: index, %r: memref<4xf32>, %fv: f32) {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  %v = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %fv : f32
  }
  %t = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<8x16xf32>
  memref.prefetch %r[%i], write, locality<0>, instr : memref<4xf32>
  %g = memref.generic_atomic_rmw %r[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  %gg = memref.get_global @c : memref<2xf32>
  return
}
