%a = "test.src"() : () -> index
%b = "test.src"() : () -> index
%r = index.maxs %a, %b
%s = index.maxs %r, %a {tag = "x"}
"test.sink"(%r, %s) : (index, index) -> ()
