llvm.func @f(%a: !llvm.array<4 x array<2 x i32>>, %v: !llvm.array<2 x i32>) {
  %0 = llvm.extractvalue %a[3] : !llvm.array<4 x array<2 x i32>>
  %1 = llvm.extractvalue %a[0, 1] : !llvm.array<4 x array<2 x i32>>
  %2 = llvm.insertvalue %v, %a[2] : !llvm.array<4 x array<2 x i32>>
  llvm.return
}
