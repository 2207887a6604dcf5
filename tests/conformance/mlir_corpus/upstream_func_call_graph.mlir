func.func private @ext(i32, f32) -> (i32, f32)
func.func @caller(%x: i32, %y: f32) -> i32 {
  %0:2 = call @ext(%x, %y) : (i32, f32) -> (i32, f32)
  %1:2 = call @ext(%0#0, %0#1) : (i32, f32) -> (i32, f32)
  return %1#0 : i32
}
