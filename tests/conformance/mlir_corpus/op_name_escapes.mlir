"foo.with space"() : () -> ()
"foo.q\22uote"() : () -> ()
"foo.back\\slash"() : () -> ()
"foo.tab\09"() : () -> ()
