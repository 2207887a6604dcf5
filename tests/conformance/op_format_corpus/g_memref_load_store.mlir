%a0, %a1, %a2 = "test.src"() : () -> (memref<4x?xf32>, index, f32)
%0 = memref.load %a0[%a1, %a1] : memref<4x?xf32>
%1 = memref.load %a0[%a1, %a1] {nontemporal = true} : memref<4x?xf32>
memref.store %a2, %a0[%a1, %a1] : memref<4x?xf32>
"test.sink"(%0, %1) : (f32, f32) -> ()
