// Custom-form ops nobody registered: the default dialect is tried for bare
// names; a namespace no dialect owns lists the available dialects.
foo
// -----
foo.bar
// -----
"foo.x"() ({
  bar
}) : () -> ()
// -----
module {
  bogus.x
}
// -----
module {
  arith.bogus
}
// -----
builtin.bogus
// -----
test.foo
// -----
func {
// -----
"foo.op"() {a = 1 : f32} : () -> ()
// -----
"foo.op"() {a = -7 : bf16} : () -> ()
i64
// -----
si8 x
// -----
module {
  ui16
}
// -----
i64x
// -----
#a = 42  i64
