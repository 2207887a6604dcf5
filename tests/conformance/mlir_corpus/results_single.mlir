%0 = "foo.def"() : () -> i32
"foo.use"(%0) : (i32) -> ()
