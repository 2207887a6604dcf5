%a = "test.src"() : () -> index
%r = index.add %a, %a loc("here.mlir":3:4)
"test.sink"(%r) : (index) -> ()
