func.func private @f(i32, ...)
