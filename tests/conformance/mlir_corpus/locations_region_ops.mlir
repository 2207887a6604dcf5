"foo.a"() ({
^bb0(%x: i32 loc("arg":1:1)):
  "foo.b"(%x) : (i32) -> () loc("b":2:2)
}) : () -> () loc("a":0:0)
