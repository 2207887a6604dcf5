func.func private @f() -> (i32)
func.func private @g() -> ()
