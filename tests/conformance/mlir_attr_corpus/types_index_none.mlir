%0:3 = "test.op"() : () -> (index, none, index)
"test.op"() {a = index, b = none, c = [index, none]} : () -> ()
