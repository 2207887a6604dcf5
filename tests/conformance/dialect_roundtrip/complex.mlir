"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "complex.create"(%f, %f) : (f32, f32) -> complex<f32>
  %1 = "complex.re"(%0) : (complex<f32>) -> f32
  %2 = "complex.add"(%0, %0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
  "func.return"() : () -> ()
}) : () -> ()
