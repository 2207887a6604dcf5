!t = i32
!u = tensor<4x!t>
!big = tuple<i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64>
%0:3 = "test.op"() : () -> (!t, !u, tensor<4x!t>)
"test.op"() {a = !t, b = !u, c = !big} : () -> ()
