func.func @select_branch(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<i1>) -> tensor<4xf32> {
  %0 = tosa.cond_if %c (%x = %a, %y = %b) : tensor<i1> (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = tosa.add %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    tosa.yield %s : tensor<4xf32>
  } else {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    tosa.yield %y : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @captured(%a: tensor<f32>, %c: tensor<1xi1>) -> (tensor<f32>, tensor<f32>) {
  %0, %1 = tosa.cond_if %c : tensor<1xi1> -> (tensor<f32>, tensor<f32>) {
    tosa.yield %a, %a : tensor<f32>, tensor<f32>
  } else {
    %n = tosa.abs %a : (tensor<f32>) -> tensor<f32>
    tosa.yield %n, %a : tensor<f32>, tensor<f32>
  } {note = "kept"}
  return %0, %1 : tensor<f32>, tensor<f32>
}

// -----

func.func @count(%i: tensor<i32>, %n: tensor<i32>) -> tensor<i32> {
  %0 = tosa.while_loop (%x = %i) : (tensor<i32>) -> tensor<i32> {
    %lt = tosa.greater %n, %x : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %lt : tensor<i1>
  } do {
  ^bb0(%x: tensor<i32>):
    %s = tosa.add %x, %x : (tensor<i32>, tensor<i32>) -> tensor<i32>
    tosa.yield %s : tensor<i32>
  }
  return %0 : tensor<i32>
}
