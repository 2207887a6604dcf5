func.func private @a()
// -----
func.func private @b(i32)
// -----
func.func @c(%x: i32) -> i32 {
  return %x : i32
}
