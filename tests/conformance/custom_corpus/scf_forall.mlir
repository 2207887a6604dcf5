func.func @fa(%n: index, %t: tensor<8xf32>, %lb: index) -> tensor<8xf32> {
  scf.forall (%i, %j) in (4, %n) {
  }
  scf.forall (%i) = (%lb) to (%n) step (2) {
  } {mapping = [#gpu.thread<x>]}
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
