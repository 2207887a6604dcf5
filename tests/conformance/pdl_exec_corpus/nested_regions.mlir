func.func @f(%c: i1) {
  "test.outer"() ({
    "test.mid"() ({
      "test.dead_inner"() : () -> ()
    }) : () -> ()
    "test.dead_inner"() : () -> ()
  }) : () -> ()
  return
}
