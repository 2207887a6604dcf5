%a = "test.src"() : () -> index
%b = "test.src"() : () -> index
%r = index.shru %a, %b
%s = index.shru %r, %a {tag = "x"}
"test.sink"(%r, %s) : (index, index) -> ()
