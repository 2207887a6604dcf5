%a0, %a1 = "test.src"() : () -> (complex<f32>, complex<f64>)
%0 = complex.mul %a0, %a0 : complex<f32>
%1 = complex.mul %a1, %a1 fastmath<fast> : complex<f64>
"test.sink"(%0, %1) : (complex<f32>, complex<f64>) -> ()
