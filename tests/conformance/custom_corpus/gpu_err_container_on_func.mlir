func.func @f() attributes {gpu.container_module} {
  return
}
