ml_program.global private @weights(#ml_program.extern : tensor<4xi32>) : tensor<4xi32>
ml_program.global private mutable @state(#ml_program.extern : tensor<?xf32>) : tensor<?xf32>

func.func @f() -> tensor<4xi32> attributes {init = #ml_program.extern : i64} {
  %0 = ml_program.global_load_const @weights : tensor<4xi32>
  return %0 : tensor<4xi32>
}
