// linalg.map with a payload op but no ins/outs: no body is built and the
// verifier reports the missing operands (no crash while parsing).
func.func @nothing_to_map() {
  linalg.map { arith.mulf }
  return
}

// -----

func.func @named_but_empty(%x: tensor<4xi8>) -> tensor<4xi8> {
  %r = linalg.map { arith.addi }
  return %x : tensor<4xi8>
}
