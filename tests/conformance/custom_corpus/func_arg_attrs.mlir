func.func private @ext(i32 {foo.a}, f32, i8 {foo.b = 2 : i32, foo.c = "s"})
