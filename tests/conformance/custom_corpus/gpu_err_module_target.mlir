gpu.module @m [1 : i32] {
}
