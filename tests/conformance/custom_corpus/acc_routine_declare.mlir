// acc.routine's bind names, gang dims and device-type lists; declare ops.
func.func @kernel(%x: i32) attributes {acc.routine_info = #acc.routine_info<[@plain, @bound, @seq_nohost, @gang_dims, @implicit_gang]>} {
  return
}
acc.routine @plain func(@kernel)
acc.routine @bound func(@kernel) bind(@kernel_dev [#acc.device_type<nvidia>], "kernel_host", "kernel_amd" [#acc.device_type<radeon>]) worker([#acc.device_type<host>])
acc.routine @seq_nohost func(@kernel) bind("kernel_seq") nohost seq
acc.routine @gang_dims func(@kernel) gang([#acc.device_type<nvidia>], dim: 2 : i64 [#acc.device_type<radeon>])
acc.routine @implicit_gang func(@kernel) implicit gang(dim: 3 : i64)

func.func @declared(%buf: memref<8xf32>) {
  %c = acc.create varPtr(%buf : memref<8xf32>) -> memref<8xf32>
  %t = acc.declare_enter dataOperands(%c : memref<8xf32>)
  acc.declare_exit token(%t)
  return
}
