%a = "test.src"() : () -> index
%b = "test.src"() : () -> index
%r = index.mins %a, %b
%s = index.mins %r, %a {tag = "x"}
"test.sink"(%r, %s) : (index, index) -> ()
