%a = "test.src"() : () -> index
%b = "test.src"() : () -> index
%r = index.divu %a, %b
%s = index.divu %r, %a {tag = "x"}
"test.sink"(%r, %s) : (index, index) -> ()
