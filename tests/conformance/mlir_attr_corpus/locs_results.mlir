"test.a"() : () -> ()
  %0:2 = "test.b"() : () -> (i32, i32)
%1 = "test.c"() {a = loc("q":1:1), b = loc(unknown)} : () -> i1 loc(unknown)
