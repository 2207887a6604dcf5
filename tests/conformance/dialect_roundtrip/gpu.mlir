"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
  %1 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
  "func.return"() : () -> ()
}) : () -> ()
