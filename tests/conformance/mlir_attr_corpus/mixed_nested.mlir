"test.op"() {a = {b = [1, {c = tensor<4xf32>}], d = [[[]]]}, e = [affine_map<(d0) -> (d0)>, loc("x":1:1), @s, dense<1> : tensor<2xi8>], f = {g = #foo.bar<x>, h = !foo.t}} : () -> ()
