"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
func.func @g(%v: f32, %m: i32, %o: i32, %c: i32, %p: i1) {
  %0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
  %1 = nvvm.read.ptx.sreg.tid.y : i32
  %2 = nvvm.shfl.sync bfly %m, %v, %o, %c : f32 -> f32
  %3 = nvvm.shfl.sync up %m, %v, %o, %c {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %4 = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
  %5 = nvvm.read.ptx.sreg.ntid.x range <i32, -1, -1> : i32
  %6 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 4294967295> : i32
  %7 = nvvm.read.ptx.sreg.nctaid.z : i32
  %8 = nvvm.read.ptx.sreg.warpsize : i32
  %9 = nvvm.read.ptx.sreg.lanemask.lt : i32
  %10 = nvvm.read.ptx.sreg.clock : i32
  %11 = nvvm.read.ptx.sreg.globaltimer : i64
  nvvm.barrier0
  return
}
