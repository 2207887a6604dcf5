"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  %1 = "memref.load"(%0, %x) <{nontemporal = false}> : (memref<4xf32>, index) -> f32
  "memref.dealloc"(%0) : (memref<4xf32>) -> ()
  "func.return"() : () -> ()
}) : () -> ()
func.func @h(%buf: memref<64xi8>, %i: index, %f: f32, %d: memref<?xf32>, %src: memref<40xf32>, %dst: memref<40xf32, 1>, %tag: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %v = memref.view %buf[%c0][] : memref<64xi8> to memref<4x4xf32>
  memref.alloca_scope {
    %t = memref.alloca() : memref<4xf32>
    memref.store %f, %t[%c0] : memref<4xf32>
  }
  %r = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %f : f32
  }
  %g = memref.generic_atomic_rmw %d[%i] : memref<?xf32> {
  ^bb0(%cur: f32):
    %s = arith.addf %cur, %f : f32
    memref.atomic_yield %s : f32
  }
  memref.dma_start %src[%c0], %dst[%c0], %c4, %tag[%c0] : memref<40xf32>, memref<40xf32, 1>, memref<1xi32>
  memref.dma_start %src[%c0], %dst[%c0], %c4, %tag[%c0], %c4, %c0 : memref<40xf32>, memref<40xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%c0], %c4 : memref<1xi32>
  %re = memref.realloc %d(%c4) : memref<?xf32> to memref<?xf32>
  %ms = memref.memory_space_cast %dst : memref<40xf32, 1> to memref<40xf32>
  return
}
