func.func @ops(%a: memref<f64>, %b: memref<f64>, %p: !llvm.ptr, %v: f64, %c: i1) {
  acc.atomic.read %b = %a : memref<f64>, memref<f64>, f64
  acc.atomic.write %a = %v : memref<f64>, f64
  acc.atomic.write %p = %v : !llvm.ptr, f64
  acc.atomic.update %a : memref<f64> {
  ^bb0(%old: f64):
    %new = arith.addf %old, %v : f64
    acc.yield %new : f64
  }
  acc.atomic.capture {
    acc.atomic.read %b = %a : memref<f64>, memref<f64>, f64
    acc.atomic.write %a = %v : memref<f64>, f64
  }
  return
}

// -----

func.func @same_location(%a: memref<f64>) {
  acc.atomic.read %a = %a : memref<f64>, memref<f64>, f64
  return
}

// -----

func.func @write_wrong_type(%a: memref<f64>, %v: f32) {
  acc.atomic.write %a = %v : memref<f64>, f32
  return
}

// -----

func.func @update_yields_two(%a: memref<f64>) {
  acc.atomic.update %a : memref<f64> {
  ^bb0(%old: f64):
    acc.yield %old, %old : f64, f64
  }
  return
}

// -----

func.func @capture_updates_twice(%a: memref<f64>, %v: f64) {
  acc.atomic.capture {
    acc.atomic.write %a = %v : memref<f64>, f64
    acc.atomic.write %a = %v : memref<f64>, f64
  }
  return
}
