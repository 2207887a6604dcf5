"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "rocdl.workitem.id.x"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
