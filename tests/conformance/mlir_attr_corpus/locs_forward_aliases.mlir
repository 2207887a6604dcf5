"test.op"() : () -> () loc(#fwd)
%0 = "test.op"() : () -> (i32) loc(#fwd2)
#fwd = loc("x":5:5)
#fwd2 = loc(callsite(#fwd at "y":1:1))
