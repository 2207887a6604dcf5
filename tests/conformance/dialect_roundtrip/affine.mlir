"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "affine.apply"(%x) <{map = affine_map<(d0) -> (d0 + 1)>}> : (index) -> index
  %1 = "affine.min"(%x, %0) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (index, index) -> index
  "func.return"() : () -> ()
}) : () -> ()
