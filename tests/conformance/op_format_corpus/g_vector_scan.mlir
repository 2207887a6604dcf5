%a0, %a1 = "test.src"() : () -> (vector<4x8xi32>, vector<4xi32>)
%0:2 = vector.scan <add>, %a0, %a1 {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xi32>, vector<4xi32>
"test.sink"(%0#0, %0#1) : (vector<4x8xi32>, vector<4xi32>) -> ()
