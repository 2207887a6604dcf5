"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "sparse_tensor.crd_translate"(%x) <{direction = #sparse_tensor<CrdTransDirection dim_to_lvl>, encoder = #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed)}>}> : (index) -> index
  "func.return"() : () -> ()
}) : () -> ()
