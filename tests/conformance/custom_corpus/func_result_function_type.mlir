func.func private @f() -> ((i32) -> i32)
func.func private @g() -> (() -> ())
func.func private @h() -> ((i32) -> (i32, i32), i1)
