%a0 = "test.src"() : () -> (f32)
%0, %1 = gpu.rotate %a0, 1, 16 : f32
"test.sink"(%0, %1) : (f32, i1) -> ()
