"foo.r"() ({
  // expected-error @+1 {{must terminate its parent block}}
  "foo.br"()[^bb1] : () -> ()
  "foo.x"() : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()
// -----
// expected-error @below {{use of undeclared SSA value name}}
"foo.y"(%0) : (i32) -> ()
// -----
%0 = "foo.a"() : () -> i32
// expected-note@-1 {{previously defined here}}
// expected-error@+1 {{redefinition of SSA value '%0'}}
%0 = "foo.b"() : () -> i32
// -----
"foo.g"() ({
^bb0:
  "foo.br"()[^bb0] : () -> ()
  // expected-error@-3 {{entry block of region may not have predecessors}}
}) : () -> ()
// -----
"foo.ok"() : () -> ()
// -----
// expected-error-re@+1 {{expected {{[a-z]+}} type}}
"foo.z"() : i32
