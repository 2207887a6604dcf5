%a = "test.src"() : () -> index
%b = "test.src"() : () -> index
%r = index.rems %a, %b
%s = index.rems %r, %a {tag = "x"}
"test.sink"(%r, %s) : (index, index) -> ()
