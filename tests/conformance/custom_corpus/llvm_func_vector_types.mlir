llvm.func @e(%v: vector<4xf32>) -> vector<4xf32> {
  llvm.return %v : vector<4xf32>
}
llvm.func @g() {
  llvm.return
}
llvm.func @h(%a: i32, %p: !llvm.ptr) -> i32 {
  llvm.return %a : i32
}
llvm.func @decl(vector<2xi64>, !llvm.ptr) -> !llvm.struct<(i32, f32)>
