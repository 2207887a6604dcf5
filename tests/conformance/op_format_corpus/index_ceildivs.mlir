%a = "test.src"() : () -> index
%b = "test.src"() : () -> index
%r = index.ceildivs %a, %b
%s = index.ceildivs %r, %a {tag = "x"}
"test.sink"(%r, %s) : (index, index) -> ()
