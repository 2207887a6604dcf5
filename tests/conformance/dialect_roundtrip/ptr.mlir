"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "ptr.type_offset"() <{elementType = i32}> : () -> index
  "func.return"() : () -> ()
}) : () -> ()
