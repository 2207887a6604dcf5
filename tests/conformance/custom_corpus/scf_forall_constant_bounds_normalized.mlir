func.func @zero_one(%n: index, %t: tensor<8xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %r = scf.forall (%i) = (%zero) to (%n) step (%one) shared_outs(%o = %t) -> (tensor<8xf32>) {
  }
  return %r : tensor<8xf32>
}

func.func @two(%n: index) {
  %zero = arith.constant 0 : index
  %two = arith.constant 2 : index
  scf.forall (%i, %j) = (%zero, 0) to (%n, 4) step (%two, 1) {
  }
  return
}
