// Successor lists, block-argument lists, and nested symbol references, which
// MLIR reads as two separate colons (blanks allowed between them).
"foo.a"()[^bb1 ^bb2] : () -> ()
// -----
"foo.a"()[^bb1, ] : () -> ()
// -----
"foo.a"()[^bb1 : () -> ()
// -----
"foo.a"() ({
^bb0(%a: i32 %b: i32):
  "foo.x"() : () -> ()
}) : () -> ()
// -----
"foo.a"() ({
^bb0():
  "foo.x"() : () -> ()
}) : () -> ()
// -----
"foo.a"() ({
^bb0(%a: i32,):
  "foo.x"() : () -> ()
}) : () -> ()
// -----
"foo.a"() ({
^bb0(%a i32):
  "foo.x"() : () -> ()
}) : () -> ()
// -----
"foo.a"() {a = @x::@y, b = @x :: @z, c = @x: :@w} : () -> ()
// -----
"foo.a"() {a = @x::y} : () -> ()
// -----
"foo.a"() {a = @x:} : () -> ()
// -----
"foo.a"() {a = @x::} : () -> ()
// -----
"foo.a"() : () -> () loc("arg"::1)
// -----
"foo.a"() <{a = @x}> : () -> ()
// -----
"foo.a"() {a = [@x]} : () -> ()
// -----
"foo.op"() {a = /} : () -> ()
// -----
"foo.op"() : () -> () /
// -----
/
// -----
at/
// -----
"foo.op"() : () -> () loc(/)
