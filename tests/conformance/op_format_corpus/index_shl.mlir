%a = "test.src"() : () -> index
%b = "test.src"() : () -> index
%r = index.shl %a, %b
%s = index.shl %r, %a {tag = "x"}
"test.sink"(%r, %s) : (index, index) -> ()
