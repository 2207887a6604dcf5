func.func @entries(%m: memref<8xf32>, %p: !llvm.ptr) {
  %c = acc.copyin varPtr(%m : memref<8xf32>) -> memref<8xf32>
  %r = acc.create varPtr(%m : memref<8xf32>) varType(tensor<8xf32>) -> memref<8xf32> {name = "buf"}
  %q = acc.present varPtr(%p : !llvm.ptr) varType(i64) -> !llvm.ptr
  %d = acc.deviceptr varPtr(%m : memref<8xf32>) -> memref<8xf32>
  %k = acc.copyin varPtr(%m : memref<8xf32>) -> memref<8xf32> {dataClause = #acc<data_clause acc_copy>, modifiers = #acc<data_clause_modifier readonly>}
  acc.copyout accPtr(%c : memref<8xf32>) to varPtr(%m : memref<8xf32>)
  acc.delete accPtr(%r : memref<8xf32>) {dataClause = #acc<data_clause acc_create>}
  acc.update_host accPtr(%q : !llvm.ptr) to varPtr(%p : !llvm.ptr) varType(i64)
  return
}

// -----

func.func @wrong_clause(%m: memref<8xf32>) {
  %c = acc.copyin varPtr(%m : memref<8xf32>) -> memref<8xf32> {dataClause = #acc<data_clause acc_present>}
  return
}

// -----

func.func @no_modifiers(%m: memref<8xf32>) {
  %c = acc.present varPtr(%m : memref<8xf32>) -> memref<8xf32> {modifiers = #acc<data_clause_modifier zero>}
  return
}

// -----

func.func @bad_modifier(%m: memref<8xf32>) {
  %c = acc.copyin varPtr(%m : memref<8xf32>) -> memref<8xf32> {modifiers = #acc<data_clause_modifier zero>}
  return
}

// -----

func.func @pointer_var_type(%m: memref<8xf32>) {
  %c = acc.copyin varPtr(%m : memref<8xf32>) varType(memref<8xf32>) -> memref<8xf32>
  return
}

// -----

func.func @not_pointer(%v: f32) {
  %c = acc.copyin var(%v : f32) -> f32
  return
}

// -----

func.func @keyword(%m: memref<8xf32>) {
  %c = acc.copyin pointer(%m : memref<8xf32>) -> memref<8xf32>
  return
}
