func.func @reads(%a: memref<f32>, %b: memref<f32>, %p: !llvm.ptr, %q: !llvm.ptr) {
  omp.atomic.read %b = %a memory_order(seq_cst) hint(uncontended, speculative) : memref<f32>, memref<f32>, f32
  omp.atomic.read %q = %p hint(none) : !llvm.ptr, !llvm.ptr, i64
  omp.atomic.read %b = %a : memref<f32>, memref<f32>, f32
  return
}

func.func @writes(%a: memref<i16>, %v: i16) {
  omp.atomic.write %a = %v memory_order(relaxed) : memref<i16>, i16
  omp.atomic.write %a = %v hint(contended, nonspeculative) memory_order(release) : memref<i16>, i16
  return
}

func.func @updates(%a: memref<i32>, %b: memref<i32>, %d: i32) {
  omp.atomic.update memory_order(release) %a : memref<i32> {
  ^bb0(%old: i32):
    %new = arith.addi %old, %d : i32
    omp.yield(%new : i32)
  }
  omp.atomic.capture hint(speculative) {
    omp.atomic.update %a : memref<i32> {
    ^bb0(%old: i32):
      %new = arith.muli %old, %d : i32
      omp.yield(%new : i32)
    }
    omp.atomic.read %b = %a : memref<i32>, memref<i32>, i32
  }
  return
}

omp.critical.declare @lock hint(contended)

// -----

func.func @read_acq_rel(%a: memref<f32>, %b: memref<f32>) {
  omp.atomic.read %b = %a memory_order(acq_rel) : memref<f32>, memref<f32>, f32
  return
}

// -----

func.func @write_wrong_type(%a: memref<i16>, %v: i32) {
  omp.atomic.write %a = %v : memref<i16>, i32
  return
}

// -----

func.func @bad_memory_order(%a: memref<i16>, %v: i16) {
  omp.atomic.write %a = %v memory_order(sometimes) : memref<i16>, i16
  return
}

// -----

func.func @bad_hint(%a: memref<i16>, %v: i16) {
  omp.atomic.write %a = %v hint(contended, eventually) : memref<i16>, i16
  return
}

// -----

func.func @contradicting_hints(%a: memref<i16>, %v: i16) {
  omp.atomic.write %a = %v hint(uncontended, contended) : memref<i16>, i16
  return
}

// -----

omp.critical.declare @lock hint(nonspeculative, speculative)

// -----

func.func @update_two_args(%a: memref<i32>) {
  omp.atomic.update %a : memref<i32> {
  ^bb0(%old: i32, %other: i32):
    omp.yield(%old : i32)
  }
  return
}

// -----

func.func @update_wrong_arg(%a: memref<i32>) {
  omp.atomic.update %a : memref<i32> {
  ^bb0(%old: i64):
    omp.yield(%old : i64)
  }
  return
}

// -----

func.func @capture_two_reads(%a: memref<i32>, %b: memref<i32>) {
  omp.atomic.capture {
    omp.atomic.read %b = %a : memref<i32>, memref<i32>, i32
    omp.atomic.read %a = %b : memref<i32>, memref<i32>, i32
  }
  return
}

// -----

func.func @capture_other_variable(%a: memref<i32>, %b: memref<i32>, %v: i32) {
  omp.atomic.capture {
    omp.atomic.read %b = %a : memref<i32>, memref<i32>, i32
    omp.atomic.write %b = %v : memref<i32>, i32
  }
  return
}

// -----

func.func @capture_inner_hint(%a: memref<i32>, %b: memref<i32>, %v: i32) {
  omp.atomic.capture {
    omp.atomic.read %b = %a hint(contended) : memref<i32>, memref<i32>, i32
    omp.atomic.write %a = %v : memref<i32>, i32
  }
  return
}
