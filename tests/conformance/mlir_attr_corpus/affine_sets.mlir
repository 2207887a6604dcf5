"test.op"() {a0_0 = affine_set<(d0) : (d0 >= 0)>, a0_1 = affine_set<(d0) : (d0 - 1 >= 0)>, a0_2 = affine_set<(d0, d1) : (d0 == d1)>, a0_3 = affine_set<(d0)[s0] : (d0 <= s0, d0 >= 0)>} : () -> ()
"test.op"() {a4_0 = affine_set<() : ()>, a4_1 = affine_set<(d0) : (d0 * 2 + 1 == 0, -d0 + 10 >= 0)>, a4_2 = affine_set<(d0, d1)[s0, s1] : (d0 - s0 >= 0, s1 - d1 - 1 >= 0, d0 mod 2 == 0)>} : () -> ()
