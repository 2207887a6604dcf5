"test.op"() : () -> () loc("s":1:1)
"test.op"() {a = loc("s":1:1)} : () -> () loc("s":1:1)
"test.op"() : () -> () loc(unknown)
"test.op"() {u = loc(unknown)} : () -> ()
