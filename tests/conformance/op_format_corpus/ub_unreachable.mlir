"test.region"() ({
  ub.unreachable
}) : () -> ()
