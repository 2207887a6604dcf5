llvm.func @f(%a: !llvm.array<2 x array<3 x i8>>, %b: !llvm.ptr<42>, %e: !llvm.token, %f: !llvm.target<"spirv.Image", i32, 1>) attributes {sig = !llvm.func<i32 (ptr, ...)>} {
  llvm.return
}
