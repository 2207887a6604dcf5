%a = "test.src"() : () -> index
%b = "test.src"() : () -> index
%r = index.add %a, %b
%s = index.add %r, %a {tag = "x"}
"test.sink"(%r, %s) : (index, index) -> ()
