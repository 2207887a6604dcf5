"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "math.absi"(%i) : (i32) -> i32
  %1 = "math.sqrt"(%f) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
  %2 = "math.fma"(%f, %f, %f) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()
