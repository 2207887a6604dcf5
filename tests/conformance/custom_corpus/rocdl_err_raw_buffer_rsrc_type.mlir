llvm.func @wrong(%rsrc: vector<2xi32>, %off: i32, %v: f32) {
  rocdl.raw.buffer.store %v, %rsrc, %off, %off, %off : f32
  llvm.return
}
