func.func private @ext(i32, f32) -> i64
