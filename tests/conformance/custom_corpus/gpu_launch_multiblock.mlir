func.func @branches(%n: index, %c: i1) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    cf.cond_br %c, ^left, ^right
  ^left:
    %a = arith.addi %tx, %bx : index
    cf.br ^done(%a : index)
  ^right:
    cf.br ^done(%ty : index)
  ^done(%r: index):
    gpu.terminator
  }
  return
}
