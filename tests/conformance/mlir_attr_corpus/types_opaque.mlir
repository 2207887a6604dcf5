%0:6 = "test.op"() : () -> (!foo.bar, !foo.bar<x>, !foo<"a b">, !foo.bar<1, [2, 3], (4), {5}>, !foo.baz<"str>", x>, !foo.q<a -> b>)
"test.op"() {a = !foo.bar< x ,  y >, b = !foo.x.y.z, c = !foo<"">, d = !dialect.t<i32, !foo.bar>} : () -> ()
