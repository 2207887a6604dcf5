// Aliases inside properties, function-type attributes and location attributes.
"foo.op"() <{p = affine_map<(d0) -> (d0 * 2)>, q = loc("ploc")}> {t = (memref<1xf32, affine_map<(d0) -> (d0 * 3)>>) -> i32} : () -> ()
"foo.op"() {u = loc("attrloc"), v = loc(fused["a", "b"]), w = [loc("a"), loc("a")]} : () -> ()
