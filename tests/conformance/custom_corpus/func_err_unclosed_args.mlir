func.func private @f(i32, f32
