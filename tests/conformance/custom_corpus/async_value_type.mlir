// !async.value<T> in signatures, loads and stores of the async runtime,
// nested in memref and tuple types.
func.func @values(%v: !async.value<f32>, %w: !async.value<memref<4xi8>>, %x: f32) -> f32 {
  %0 = async.runtime.load %v : !async.value<f32>
  async.runtime.store %x, %v : !async.value<f32>
  async.runtime.set_available %v : !async.value<f32>
  %1 = async.runtime.load %w : !async.value<memref<4xi8>>
  return %0 : f32
}

func.func @nested(%t: tuple<!async.value<i32>, !async.token>) {
  return
}
