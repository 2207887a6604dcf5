#unused = 1 : i32
!unused = f64
"foo.op"() : () -> ()
