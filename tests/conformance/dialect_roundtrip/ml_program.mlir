"ml_program.global"() <{sym_name = "g", sym_visibility = "private", type = tensor<4xi32>, value = dense<4> : tensor<4xi32>}> : () -> ()
ml_program.global public mutable @state(dense<0> : tensor<4xi32>) : tensor<?xi32>
ml_program.global private mutable @uninit : tensor<2xf32>
ml_program.global nested @weights(dense<[1.0, 2.0]> : tensor<2xf32>) : tensor<2xf32>
ml_program.func @infer(%arg0: tensor<2xf32>) -> tensor<2xf32> attributes {some.attr = 1 : i32} {
  %0 = ml_program.global_load_const @weights : tensor<2xf32>
  %1 = ml_program.global_load @uninit : tensor<2xf32>
  ml_program.global_store @uninit = %0 : tensor<2xf32>
  ml_program.return %1 : tensor<2xf32>
}
ml_program.func private @extern(i32) -> i32
ml_program.subgraph @graph(%arg0: tensor<2xf32>, %tok: !ml_program.token) -> (tensor<2xf32>, !ml_program.token) {
  %0, %t0 = ml_program.global_load_graph @uninit ordering(%tok -> !ml_program.token) : tensor<2xf32>
  %t1 = ml_program.global_store_graph @uninit = %arg0 ordering(%tok, %t0 -> !ml_program.token) : tensor<2xf32>
  %2, %t3 = ml_program.global_load_graph @uninit ordering(() -> !ml_program.token) : tensor<2xf32>
  %t2 = ml_program.token
  ml_program.output %0, %t1 : tensor<2xf32>, !ml_program.token
}
