// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm

// scf.forall with shared outputs has no lowering to cf: the op stays and
// the pass reports it (scf.forall is explicitly illegal).
func.func @f(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
