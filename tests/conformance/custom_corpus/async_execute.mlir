func.func @f(%a: f32, %v: !async.value<i32>, %t: !async.token) -> f32 {
  %token, %results = async.execute [%t] (%v as %x: !async.value<i32>) -> !async.value<f32> attributes {tag = 1} {
    %s = arith.addf %a, %a : f32
    async.yield %s : f32
  }
  %t2 = async.execute [] () -> () {
    async.yield
  }
  %t3, %r1, %r2 = async.execute [%t, %t2] -> (!async.value<f32>, !async.value<i32>) {
    %c = arith.constant 1 : i32
    async.yield %a, %c : f32, i32
  }
  async.await %t3 : !async.token
  %w = async.await %results : !async.value<f32>
  return %w : f32
}

async.func @af(%arg: f32) -> (!async.token, !async.value<f32>) {
  %0 = arith.addf %arg, %arg : f32
  return %0 : f32
}

async.func @ag(%arg: f32) -> !async.value<f32> attributes {x} {
  async.return %arg : f32
}

func.func @caller(%arg: f32) {
  %t, %v = async.call @af(%arg) : (f32) -> (!async.token, !async.value<f32>)
  return
}
