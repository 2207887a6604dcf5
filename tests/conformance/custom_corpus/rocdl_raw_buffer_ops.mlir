llvm.func @buffers(%rsrc: vector<4xi32>, %off: i32, %soff: i32, %aux: i32, %x: f32, %y: vector<2xf16>, %n: i32) {
  %a = rocdl.raw.buffer.load %rsrc, %off, %soff, %aux : f32
  %b = rocdl.raw.buffer.load %rsrc, %off, %soff, %aux : vector<2xf16>
  rocdl.raw.buffer.store %x, %rsrc, %off, %soff, %aux : f32
  rocdl.raw.buffer.store %b, %rsrc, %off, %soff, %aux : vector<2xf16>
  rocdl.raw.buffer.atomic.fadd %a, %rsrc, %off, %soff, %aux : f32
  rocdl.raw.buffer.atomic.fmax %x, %rsrc, %off, %soff, %aux : f32
  rocdl.raw.buffer.atomic.smax %n, %rsrc, %off, %soff, %aux : i32
  rocdl.raw.buffer.atomic.umin %n, %rsrc, %off, %soff, %aux : i32
  llvm.return
}
