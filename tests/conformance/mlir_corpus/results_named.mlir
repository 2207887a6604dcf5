%value = "foo.def"() : () -> i32
%other_1 = "foo.def"() : () -> i32
"foo.use"(%value, %other_1) : (i32, i32) -> ()
