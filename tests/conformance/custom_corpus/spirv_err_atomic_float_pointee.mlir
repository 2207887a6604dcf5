func.func @f(%p: !spirv.ptr<f32, StorageBuffer>, %v: f32) {
  %0 = "spirv.AtomicIAdd"(%p, %v) <{memory_scope = #spirv.scope<Device>, semantics = #spirv.memory_semantics<None>}> : (!spirv.ptr<f32, StorageBuffer>, f32) -> f32
  return
}
