// CASE: waits_simplified
func.func @f() {
  %t0 = gpu.wait async
  %t1 = gpu.wait async [%t0]
  %t2 = gpu.wait async
  %t3 = gpu.wait async [%t1, %t2]
  gpu.wait [%t3]
  gpu.wait
  %unused = gpu.wait async [%t3]
  %t4 = "produce"() : () -> !gpu.async.token
  %t5 = gpu.wait async [%t4, %t2]
  %t6 = gpu.wait async [%t5, %t0]
  "use"(%t6) : (!gpu.async.token) -> ()
  return
}

// -----

// CASE: barriers_merged
func.func @f(%m: memref<4xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  gpu.barrier
  gpu.barrier
  memref.store %x, %m[%c0] : memref<4xf32>
  gpu.barrier
  gpu.barrier
  gpu.barrier
  return
}

// -----

// CASE: alloc_dims_and_dead_alloc
func.func @f(%n: index, %k: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = gpu.alloc (%n, %k) : memref<?x4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<?x4x?xf32>
  %d2 = memref.dim %a, %c2 : memref<?x4x?xf32>
  %dead = gpu.alloc () : memref<8xf32>
  return %d0, %d2 : index, index
}

// -----

// CASE: memcpy_memset_through_casts
func.func @f(%a: memref<10xf32>, %b: memref<10xf32>, %x: f32) {
  %ca = memref.cast %a : memref<10xf32> to memref<?xf32>
  %cb = memref.cast %b : memref<10xf32> to memref<?xf32>
  gpu.memcpy %ca, %cb : memref<?xf32>, memref<?xf32>
  gpu.memset %ca, %x : memref<?xf32>, f32
  return
}

// -----

// CASE: launch_ids_of_unit_sizes_are_zero
func.func @f(%n: index, %m: memref<?x?xf32>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %n, %sz = %c1) {
    %v = memref.load %m[%bx, %by] : memref<?x?xf32>
    memref.store %v, %m[%tx, %ty] : memref<?x?xf32>
    "test.use"(%bz, %gy) : (index, index) -> ()
    gpu.terminator
  }
  return
}

// -----

// CASE: launch_ids_unused_or_sized_unchanged
func.func @f(%n: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %c1) {
    "test.use"(%bx, %bz, %tx, %ty) : (index, index, index, index) -> ()
    gpu.terminator
  }
  return
}

// -----

// CASE: memcpy_into_alloc_only_freed
func.func @f(%src: memref<8xf32>, %c: i1) {
  %a = memref.alloc() : memref<8xf32>
  %t0 = gpu.wait async
  %t1 = gpu.memcpy async [%t0] %a, %src : memref<8xf32>, memref<8xf32>
  gpu.wait [%t1]
  %b = gpu.alloc () : memref<8xf32>
  gpu.memcpy %b, %src : memref<8xf32>, memref<8xf32>
  gpu.dealloc %b : memref<8xf32>
  scf.if %c {
    memref.dealloc %a : memref<8xf32>
  } else {
    memref.dealloc %a : memref<8xf32>
  }
  return
}

// -----

// CASE: memcpy_into_alloc_read_later_kept
func.func @f(%src: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<8xf32>
  gpu.memcpy %a, %src : memref<8xf32>, memref<8xf32>
  %v = memref.load %a[%c0] : memref<8xf32>
  memref.dealloc %a : memref<8xf32>
  %t0 = gpu.wait async
  %t1 = gpu.wait async
  %b = memref.alloc() : memref<8xf32>
  %t2 = gpu.memcpy async [%t0, %t1] %b, %src : memref<8xf32>, memref<8xf32>
  gpu.wait [%t2]
  return %v : f32
}
