func.func public @ext(index) -> ()
func.func @ext2()
