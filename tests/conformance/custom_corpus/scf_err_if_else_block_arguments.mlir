func.func @else_args(%flag: i1) {
  "scf.if"(%flag) ({
    "scf.yield"() : () -> ()
  }, {
  ^bb0(%y: index):
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  return
}
