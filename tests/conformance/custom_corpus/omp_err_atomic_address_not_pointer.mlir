// An atomic op's address must be a PointerLikeType (parseType<PointerLikeType>).
func.func @read_into_integer(%addr: memref<f64>, %dest: memref<f64>) {
  omp.atomic.read %dest = %addr : memref<f64>, f64, f64
  return
}

// -----

func.func @write_to_integer(%addr: i64, %val: i64) {
  acc.atomic.write %addr = %val : i64, i64
  return
}

// -----

func.func @update_through_index(%addr: memref<index>, %step: index) {
  omp.atomic.update %addr : index {
  ^bb0(%old: index):
    %new = arith.addi %old, %step : index
    omp.yield(%new : index)
  }
  return
}
