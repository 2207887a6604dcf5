%a0, %a1, %a2 = "test.src"() : () -> (memref<8xf32>, index, f32)
%0 = memref.atomic_rmw addf %a2, %a0[%a1] : (f32, memref<8xf32>) -> f32
%1 = memref.atomic_rmw maximumf %a2, %a0[%a1] : (f32, memref<8xf32>) -> f32
%2 = memref.atomic_rmw minimumf %a2, %a0[%a1] : (f32, memref<8xf32>) -> f32
%3 = memref.atomic_rmw mulf %a2, %a0[%a1] : (f32, memref<8xf32>) -> f32
%4 = memref.atomic_rmw assign %a2, %a0[%a1] : (f32, memref<8xf32>) -> f32
"test.sink"(%0, %1, %2, %3, %4) : (f32, f32, f32, f32, f32) -> ()
