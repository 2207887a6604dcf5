func.func private @f() attributes {function_type = () -> ()}
