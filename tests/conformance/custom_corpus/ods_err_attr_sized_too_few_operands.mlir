func.func @few(%i: index) {
  "gpu.launch_func"(%i, %i, %i, %i) {kernel = @m::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1>} : (index, index, index, index) -> ()
  return
}
