%a = "test.src"() : () -> index
%b = "test.src"() : () -> index
%r = index.and %a, %b
%s = index.and %r, %a {tag = "x"}
"test.sink"(%r, %s) : (index, index) -> ()
