func.func private @f() attributes {foo.a = 1 : i64, foo.b, foo.c = [1, 2], foo.d = {x = 1 : i32}}
