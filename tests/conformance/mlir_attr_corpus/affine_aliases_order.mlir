"test.op"() {m = affine_map<(d0) -> (d0 + 1)>, n = affine_map<(d0) -> (d0 + 2)>, s = affine_set<(d0) : (d0 >= 0)>} : () -> ()
"test.op"() {p = memref<4xf32, affine_map<(d0) -> (d0 + 3)>>, q = [affine_map<(d0) -> (d0 + 1)>, affine_map<(d0) -> (d0 * 5)>]} : () -> ()
%0 = "test.op"() : () -> (memref<4xf32, affine_map<(d0) -> (d0 + 9)>>)
