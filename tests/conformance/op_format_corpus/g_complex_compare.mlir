%a0 = "test.src"() : () -> (complex<f32>)
%0 = complex.eq %a0, %a0 : complex<f32>
%1 = complex.neq %a0, %a0 : complex<f32>
"test.sink"(%0, %1) : (i1, i1) -> ()
