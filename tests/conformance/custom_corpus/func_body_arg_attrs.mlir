func.func @f(%a: i32 {foo.x}, %b: f32 {foo.y = 3 : i64}) -> (i32 {foo.z}) {
  return %a : i32
}
