%a = "test.src"() : () -> index
%b = "test.src"() : () -> index
%r = index.or %a, %b
%s = index.or %r, %a {tag = "x"}
"test.sink"(%r, %s) : (index, index) -> ()
