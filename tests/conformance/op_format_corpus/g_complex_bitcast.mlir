%a0, %a1 = "test.src"() : () -> (complex<f32>, i64)
%0 = complex.bitcast %a0 : complex<f32> to i64
%1 = complex.bitcast %a1 : i64 to complex<f32>
"test.sink"(%0, %1) : (i64, complex<f32>) -> ()
