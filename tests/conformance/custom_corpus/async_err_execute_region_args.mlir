func.func @f(%v: !async.value<f32>) {
  %t, %r = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%x: i32):
    "async.yield"(%x) : (i32) -> ()
  }) : (!async.value<f32>) -> (!async.token, !async.value<i32>)
  return
}
