func.func @f() {
  "test.holder"() ({
    "test.inside"() : () -> ()
  }) : () -> ()
  return
}
