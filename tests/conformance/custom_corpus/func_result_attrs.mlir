func.func private @ext() -> (i32 {foo.r}, f32)
func.func private @one() -> (i32 {foo.r = unit})
