#m0 = affine_map<(d0, d1) -> (d1, d0)>
#m1 = affine_map<(d0)[s0] -> (d0 floordiv s0)>
#s0 = affine_set<(d0) : (d0 >= 0)>
"test.op"() {a = #m0, b = #m1, c = #s0, d = memref<4x4xf32, #m0>} : () -> ()
