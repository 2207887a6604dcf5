%a = "test.src"() : () -> index
%b = "test.src"() : () -> index
%r = index.ceildivu %a, %b
%s = index.ceildivu %r, %a {tag = "x"}
"test.sink"(%r, %s) : (index, index) -> ()
