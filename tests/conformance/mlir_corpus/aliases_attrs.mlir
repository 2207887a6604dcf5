#a = 42 : i64
#m = affine_map<(d0) -> (d0 + 1)>
"foo.op"() {x = #a, y = #m, z = #m} : () -> ()
