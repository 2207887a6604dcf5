func.func @entry() attributes {rocdl.kernel} {
  return
}
