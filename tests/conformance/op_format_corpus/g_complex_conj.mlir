%a0, %a1 = "test.src"() : () -> (complex<f32>, complex<f64>)
%0 = complex.conj %a0 : complex<f32>
%1 = complex.conj %a1 fastmath<nnan,ninf> : complex<f64>
"test.sink"(%0, %1) : (complex<f32>, complex<f64>) -> ()
