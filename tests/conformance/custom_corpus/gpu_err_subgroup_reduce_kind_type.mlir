func.func @f(%x: vector<4xf32>) {
  %r = gpu.subgroup_reduce xor %x : (vector<4xf32>) -> vector<4xf32>
  return
}
