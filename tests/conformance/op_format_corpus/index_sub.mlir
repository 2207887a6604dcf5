%a = "test.src"() : () -> index
%b = "test.src"() : () -> index
%r = index.sub %a, %b
%s = index.sub %r, %a {tag = "x"}
"test.sink"(%r, %s) : (index, index) -> ()
