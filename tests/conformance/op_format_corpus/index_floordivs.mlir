%a = "test.src"() : () -> index
%b = "test.src"() : () -> index
%r = index.floordivs %a, %b
%s = index.floordivs %r, %a {tag = "x"}
"test.sink"(%r, %s) : (index, index) -> ()
