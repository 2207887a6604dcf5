%a = "test.src"() : () -> index
%b = "test.src"() : () -> index
%r = index.maxu %a, %b
%s = index.maxu %r, %a {tag = "x"}
"test.sink"(%r, %s) : (index, index) -> ()
