"foo.op"() ({
^bb0(%a: i32 loc("a.c":1:2), %b: f32 loc(unknown)):
  "foo.br"(%a)[^bb1] : (i32) -> ()
^bb1(%c: i32 loc("named"("c.c":5:6))):
  "foo.ret"(%c) : (i32) -> ()
}) : () -> ()
