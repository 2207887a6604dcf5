%a0, %a1 = "test.src"() : () -> (complex<f32>, complex<f64>)
%0 = complex.log %a0 : complex<f32>
%1 = complex.log %a1 fastmath<nnan,ninf> : complex<f64>
"test.sink"(%0, %1) : (complex<f32>, complex<f64>) -> ()
