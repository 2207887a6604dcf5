gpu.module @m {
  gpu.func @kern(%a: memref<?xf32> {llvm.noalias}, %n: index)
      workgroup(%w : memref<16xf32, #gpu.address_space<workgroup>> {tag = 1 : i32}, %w2 : memref<4xi8, #gpu.address_space<workgroup>>)
      private(%p : memref<2xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 16, 1, 1>} {
    gpu.barrier
    gpu.return
  }
  gpu.func @helper(%x: f32) -> f32 {
    %y = arith.mulf %x, %x : f32
    gpu.return %y : f32
  }
}
