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
// expected-error@+1 {{redefinition of SSA value '%0'}}
%0 = "foo.a"() : () -> i32
// expected-note@-1 {{previously defined here}}
%0 = "foo.b"() : () -> i32
// -----
"foo.ok"() : () -> ()
// -----
// expected-warning {{nothing}}
// expected-remark@+2 {{never}}
// expected-error-re {{some{{.*}}thing}}
"foo.z"() : i32
