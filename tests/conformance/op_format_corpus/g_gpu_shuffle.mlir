%a0, %a1 = "test.src"() : () -> (f32, i32)
%0, %1 = gpu.shuffle xor %a0, %a1, %a1 : f32
%2, %3 = gpu.shuffle down %a1, %a1, %a1 : i32
%4, %5 = gpu.shuffle idx %a0, %a1, %a1 : f32
%6, %7 = gpu.shuffle up %a0, %a1, %a1 : f32
"test.sink"(%0, %1, %2, %3, %4, %5, %6, %7) : (f32, i1, i32, i1, f32, i1, f32, i1) -> ()
