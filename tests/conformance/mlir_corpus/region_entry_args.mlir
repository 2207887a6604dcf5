"foo.op"() ({
^bb0(%a: i32, %b: f32, %c: index):
  "foo.use"(%c, %b, %a) : (index, f32, i32) -> ()
}) : () -> ()
