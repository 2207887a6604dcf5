%0:3 = "foo.def"() : () -> (i32, f32, index)
"foo.use"(%0#2, %0#0, %0#1) : (index, i32, f32) -> ()
