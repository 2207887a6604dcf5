%0 = arith.constant : i32
