func.func @f(%c: i1) {
  spirv.BranchConditional %c [0, 0], ^a, ^b
^a:
  spirv.Return
^b:
  spirv.Return
}
