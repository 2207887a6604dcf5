// acc.routine: one level of parallelism, for no device type and per device
// type; declare and update operand checks.
func.func @kernel() {
  return
}
acc.routine @two_levels func(@kernel) gang vector

// -----

func.func @kernel() {
  return
}
acc.routine @per_device func(@kernel) gang([#acc.device_type<nvidia>], dim: 2 : i64 [#acc.device_type<radeon>]) vector

// -----

func.func @declare_block_arg(%buf: memref<f32>) {
  acc.declare_enter dataOperands(%buf : memref<f32>)
  return
}

// -----

func.func @update_wait_conflict(%buf: memref<f32>, %q: index) {
  %d = acc.update_device varPtr(%buf : memref<f32>) -> memref<f32>
  acc.update wait({%q : index}) dataOperands(%d : memref<f32>) attributes {waitOnly = [#acc.device_type<none>]}
  return
}

// -----

func.func @data_async_conflict(%buf: memref<f32>, %q: i32) {
  %c = acc.copyin varPtr(%buf : memref<f32>) -> memref<f32>
  acc.data async(%q : i32) dataOperands(%c : memref<f32>) {
    acc.terminator
  } attributes {asyncOnly = [#acc.device_type<none>]}
  return
}

// -----

func.func @bounds_without_extent(%lb: index) {
  %b = acc.bounds lowerbound(%lb : index)
  return
}
