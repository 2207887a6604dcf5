func.func @entry() attributes {nvvm.kernel} {
  return
}
