%a0, %a1 = "test.src"() : () -> (complex<f32>, complex<f64>)
%0 = complex.exp %a0 : complex<f32>
%1 = complex.exp %a1 fastmath<nnan,ninf> : complex<f64>
"test.sink"(%0, %1) : (complex<f32>, complex<f64>) -> ()
