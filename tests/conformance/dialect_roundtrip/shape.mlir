"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "shape.const_size"() <{value = 3 : index}> : () -> !shape.size
  %1 = "shape.add"(%0, %0) : (!shape.size, !shape.size) -> !shape.size
  "func.return"() : () -> ()
}) : () -> ()
