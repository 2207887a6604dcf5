func.func @f(%x: i32) -> i32 {
  %n = spirv.Constant 6 : i32
  %0 = spirv.GroupNonUniformIAdd <Subgroup> <ClusteredReduce> %x cluster_size(%n) : i32, i32 -> i32
  return %0 : i32
}
