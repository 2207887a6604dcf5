%a = "test.src"() : () -> index
%b = "test.src"() : () -> index
%r = index.minu %a, %b
%s = index.minu %r, %a {tag = "x"}
"test.sink"(%r, %s) : (index, index) -> ()
