func.func (i32)
