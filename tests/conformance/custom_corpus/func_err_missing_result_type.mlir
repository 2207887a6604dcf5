func.func private @f() -> 
