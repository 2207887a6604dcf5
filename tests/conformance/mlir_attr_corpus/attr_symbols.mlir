"test.op"() {a0_0 = @foo, a0_1 = @"foo bar", a0_2 = @foo::@bar, a0_3 = @a::@b::@c::@d, a0_4 = @"x"::@"y z", a0_5 = @_priv, a0_6 = @a.b$c, a0_7 = @"0abc", a0_8 = @"a\"b"} : () -> ()
