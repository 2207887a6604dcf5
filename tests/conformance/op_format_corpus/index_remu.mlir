%a = "test.src"() : () -> index
%b = "test.src"() : () -> index
%r = index.remu %a, %b
%s = index.remu %r, %a {tag = "x"}
"test.sink"(%r, %s) : (index, index) -> ()
