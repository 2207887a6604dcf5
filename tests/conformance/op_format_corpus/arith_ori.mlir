%a = "test.src"() : () -> i32
%b = "test.src"() : () -> i32
%r = arith.ori %a, %b : i32
%v = "test.src"() : () -> vector<4xi64>
%w = arith.ori %v, %v {note} : vector<4xi64>
"test.sink"(%r, %w) : (i32, vector<4xi64>) -> ()
