%t, %a, %b, %c = "test.src"() : () -> (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle)
%0, %1 = gpu.spmm_buffer_size async [%t] %a, %b, %c : index into f32
%2 = gpu.spmm_buffer_size %a {TRANSPOSE}, %b, %c : index into f16
%3:3 = gpu.spmm_buffer_size %a, %b {TRANSPOSE}, %c : index, index, index into f64
"test.sink"(%0, %1, %2, %3#2) : (index, !gpu.async.token, index, index) -> ()
