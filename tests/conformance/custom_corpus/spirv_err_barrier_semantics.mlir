func.func @f() {
  spirv.MemoryBarrier <Device>, <Acquire|Release>
  return
}
