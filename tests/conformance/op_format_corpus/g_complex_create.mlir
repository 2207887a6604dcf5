%a0, %a1 = "test.src"() : () -> (f32, f64)
%0 = complex.create %a0, %a0 : complex<f32>
%1 = complex.create %a1, %a1 {tag} : complex<f64>
"test.sink"(%0, %1) : (complex<f32>, complex<f64>) -> ()
