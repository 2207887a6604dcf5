llvm.func @vector_memory(%p: vector<4x!llvm.ptr>, %m: vector<4xi1>, %v: vector<4xf32>, %s: vector<[4]x!llvm.ptr>, %x: f32) -> vector<4xf32> {
  %0 = llvm.intr.masked.gather %p, %m, %v {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %1 = llvm.intr.masked.gather %s, %m {alignment = 4 : i32} : (vector<[4]x!llvm.ptr>, vector<4xi1>) -> vector<[4]xf32>
  llvm.intr.masked.scatter %v, %p, %m {alignment = 8 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr>
  %2 = llvm.intr.sincos(%x) : (f32) -> !llvm.struct<(f32, f32)>
  llvm.return %0 : vector<4xf32>
}
