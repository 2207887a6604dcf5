%f = "test.src"() : () -> f32
%i = arith.fptosi %f : f32 to i32
%u = arith.fptoui %f : f32 to i64
%s = arith.sitofp %i : i32 to f64
%v = arith.uitofp %u : i64 to f16
"test.sink"(%s, %v) : (f64, f16) -> ()
