%a0, %a1 = "test.src"() : () -> (complex<f32>, i32)
%0 = complex.powi %a0, %a1 : complex<f32>, i32
%1 = complex.powi %a0, %a1 fastmath<fast> : complex<f32>, i32
"test.sink"(%0, %1) : (complex<f32>, complex<f32>) -> ()
