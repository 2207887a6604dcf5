func.func @f(%a: i32) {
  %t, %r = async.execute -> !async.value<f32> {
    async.yield %a : i32
  }
  return
}
