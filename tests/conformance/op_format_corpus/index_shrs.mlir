%a = "test.src"() : () -> index
%b = "test.src"() : () -> index
%r = index.shrs %a, %b
%s = index.shrs %r, %a {tag = "x"}
"test.sink"(%r, %s) : (index, index) -> ()
