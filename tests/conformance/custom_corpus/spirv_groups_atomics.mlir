spirv.module Logical GLSL450 {
  spirv.func @sync(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %f: f32, %idx: i32) "None" {
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    spirv.MemoryBarrier <Device>, <Release|UniformMemory>
    %a = spirv.AtomicIAdd <Device> <AcquireRelease> %p, %v : !spirv.ptr<i32, StorageBuffer>
    %s = spirv.GroupNonUniformFAdd <Subgroup> <Reduce> %f : f32 -> f32
    %four = spirv.Constant 4 : i32
    %c = spirv.GroupNonUniformIAdd <Workgroup> <ClusteredReduce> %v cluster_size(%four) : i32, i32 -> i32
    %e = spirv.GroupNonUniformElect <Subgroup> : i1
    %sh = spirv.GroupNonUniformShuffle <Subgroup> %f, %idx : f32, i32
    %b = spirv.GroupNonUniformBroadcast <Subgroup> %f, %four : f32, i32
    spirv.Return
  }
}
