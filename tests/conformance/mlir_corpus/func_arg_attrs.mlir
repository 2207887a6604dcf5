func.func @f(%a: i32 {foo.attr = 1 : i32}, %b: f32) -> (i32 {foo.res}) attributes {foo.fn} {
  return %a : i32
}
