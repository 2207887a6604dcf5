// Without --verify-diagnostics mlir-opt 22 still lists every expected-*
// comment as not produced, after all other diagnostics; exit status unchanged.
// expected-error@+1 {{a}}
"foo.op"() : () -> ()
// -----
// expected-warning@+1 {{b}}
"foo.op"() : () -> (
// -----
"foo.op"() : () -> ()
// expected-remark {{c}}
// expected-note@-1 {{d}}
