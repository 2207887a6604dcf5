%a, %b:2, %c = "foo.def"() : () -> (i1, i2, i3, i4)
"foo.use"(%c, %b#1, %b#0, %a) : (i4, i3, i2, i1) -> ()
