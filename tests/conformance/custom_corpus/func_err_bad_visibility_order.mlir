func.func @f private()
