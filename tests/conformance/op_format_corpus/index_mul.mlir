%a = "test.src"() : () -> index
%b = "test.src"() : () -> index
%r = index.mul %a, %b
%s = index.mul %r, %a {tag = "x"}
"test.sink"(%r, %s) : (index, index) -> ()
