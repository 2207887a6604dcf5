func.func @host(%m: memref<*xf32>, %d: i32, %n: index, %v: memref<?xf64>, %idx: memref<?xindex>) {
  gpu.host_register %m : memref<*xf32>
  gpu.host_unregister %m : memref<*xf32>
  gpu.set_default_device %d
  %t0 = gpu.wait async
  %env, %t1 = gpu.create_dn_tensor async [%t0] %v, %n : index into memref<?xf64>
  %spmat, %t2 = gpu.create_coo async [%t1] %n, %n, %n, %idx, %idx, %v : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %t3 = gpu.destroy_sp_mat async [%t2] %spmat
  %t4 = gpu.destroy_dn_tensor async [%t3] %env
  gpu.wait [%t4]
  return
}
