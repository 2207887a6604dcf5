%a0, %a1 = "test.src"() : () -> (f32, memref<*xf32>)
gpu.printf "value %f\n", %a0 : f32
gpu.printf "hello"
gpu.barrier
gpu.host_register %a1 : memref<*xf32>
gpu.host_unregister %a1 : memref<*xf32>
%0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
"test.sink"(%0) : (memref<?xi8, #gpu.address_space<workgroup>>) -> ()
