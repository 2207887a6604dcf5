llvm.func @short(%rsrc: vector<4xi32>, %off: i32) {
  %a = rocdl.raw.buffer.load %rsrc, %off, %off : f32
  llvm.return
}
