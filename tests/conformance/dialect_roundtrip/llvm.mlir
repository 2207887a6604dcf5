"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
  %1 = "llvm.add"(%0, %i) <{overflowFlags = #llvm.overflow<nsw>}> : (i32, i32) -> i32
  %2 = "llvm.icmp"(%1, %0) <{predicate = 2 : i64}> : (i32, i32) -> i1
  "func.return"() : () -> ()
}) : () -> ()
llvm.func @g(%a: i32, %b: i32, %p: !llvm.ptr, %f: f32) -> i32 {
  %0 = llvm.add %a, %b overflow<nsw, nuw> : i32
  %1 = llvm.sub %0, %b overflow<nuw> : i32
  %2 = llvm.mul %1, %a : i32
  %3 = "llvm.shl"(%2, %a) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  %4 = llvm.trunc %3 overflow<nsw> : i32 to i8
  %5 = llvm.zext %4 : i8 to i32
  %6 = llvm.fadd %f, %f {fastmathFlags = #llvm.fastmath<fast>} : f32
  %7 = llvm.load %p : !llvm.ptr -> i32
  llvm.store %7, %p : i32, !llvm.ptr
  %8 = llvm.getelementptr inbounds %p[%a] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %9 = llvm.icmp "slt" %5, %b : i32
  %10 = llvm.select %9, %5, %b : i1, i32
  %c = llvm.mlir.constant(7 : i32) : i32
  %u = llvm.mlir.undef : i32
  %z = llvm.mlir.zero : !llvm.ptr
  llvm.return %10 : i32
}
llvm.mlir.global internal constant @str("hello\00") {addr_space = 0 : i32}
llvm.mlir.global external @counter(0 : i64) : i64
llvm.func @callee(i32) -> i32
llvm.func @h(%a: i32, %c: i1) -> !llvm.struct<(i32, f32)> {
  %one = llvm.mlir.constant(1 : i64) : i64
  %s = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %r = llvm.call @callee(%a) : (i32) -> i32
  %g = llvm.mlir.addressof @counter : !llvm.ptr
  %u = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %v = llvm.insertvalue %r, %u[0] : !llvm.struct<(i32, f32)>
  %e = llvm.extractvalue %v[0] : !llvm.struct<(i32, f32)>
  llvm.cond_br %c, ^bb1(%e : i32), ^bb2
^bb1(%x: i32):
  llvm.br ^bb2
^bb2:
  llvm.return %v : !llvm.struct<(i32, f32)>
}
