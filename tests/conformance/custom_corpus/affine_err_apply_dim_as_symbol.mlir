func.func @iv_as_symbol(%n: index) {
  affine.for %i = 0 to 10 {
    %x = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%i]
  }
  return
}
