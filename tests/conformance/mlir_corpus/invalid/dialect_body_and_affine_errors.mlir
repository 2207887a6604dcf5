// Pretty dialect bodies (errors at the '<' or the last string inside), affine
// expression errors (wrong-token positions, negation follow-up), ellipses.
"foo.op"() : () -> !foo.bar<"a", (>
// -----
"foo.op"() : () -> !foo.bar<(]>
// -----
"foo.op"() : () -> !foo.bar<"x" "y" [>
// -----
"foo.op"() : () -> !foo.bar<"x"
// -----
"foo.op"() {a = #foo.x<[}>} : () -> ()
// -----
"foo.op"() {a = #foo<"a" {]>} : () -> ()
// -----
"foo.op"() {a = affine_map<(d0) -> (- )>} : () -> ()
// -----
"foo.op"() {a = affine_map<(d0) -> (d0 - - x)>} : () -> ()
// -----
"foo.op"() {a = affine_map<(d0) -> (-(d0 +))>} : () -> ()
// -----
"foo.op"() {a = affine_map<(d0) -> (d0 +   q)>} : () -> ()
// -----
"foo.op"() {a = affine_map<(d0) -> (d0 + 
  q)>} : () -> ()
// -----
"foo.op"() {a = ..} : () -> ()
// -----
"foo.op"() {a = .} : () -> ()
