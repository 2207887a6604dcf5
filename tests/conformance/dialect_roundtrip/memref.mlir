"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  %1 = "memref.load"(%0, %x) <{nontemporal = false}> : (memref<4xf32>, index) -> f32
  "memref.dealloc"(%0) : (memref<4xf32>) -> ()
  "func.return"() : () -> ()
}) : () -> ()
