func.func @f() {
  "test.region"() ({
    "test.inner"() : () -> ()
    "test.other"() : () -> ()
  }) : () -> ()
  return
}
