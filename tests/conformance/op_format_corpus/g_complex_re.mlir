%a0, %a1 = "test.src"() : () -> (complex<f32>, complex<f64>)
%0 = complex.re %a0 : complex<f32>
%1 = complex.re %a1 fastmath<afn> : complex<f64>
"test.sink"(%0, %1) : (f32, f64) -> ()
