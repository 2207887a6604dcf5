%a = "test.src"() : () -> index
%b = "test.src"() : () -> index
%r = index.xor %a, %b
%s = index.xor %r, %a {tag = "x"}
"test.sink"(%r, %s) : (index, index) -> ()
