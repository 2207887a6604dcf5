"gpu.module"() <{sym_name = "m"}> ({
  "gpu.func"() <{function_type = (f32) -> (), workgroup_attributions = 0 : i64}> ({
  ^bb0(%a: i32):
    "gpu.return"() : () -> ()
  }) {sym_name = "f"} : () -> ()
}) : () -> ()
