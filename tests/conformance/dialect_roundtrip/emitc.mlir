"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "emitc.constant"() <{value = 1 : i32}> : () -> i32
  %1 = "emitc.add"(%0, %i) : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()
