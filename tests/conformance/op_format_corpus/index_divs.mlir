%a = "test.src"() : () -> index
%b = "test.src"() : () -> index
%r = index.divs %a, %b
%s = index.divs %r, %a {tag = "x"}
"test.sink"(%r, %s) : (index, index) -> ()
