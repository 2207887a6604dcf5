func.func @f(%a: i32) -> i32 {
  %0 = "foo.region"(%a) ({
  ^bb0(%inner: i32):
    %1 = "foo.add"(%inner, %a) : (i32, i32) -> i32
    "foo.yield"(%1) : (i32) -> ()
  }) : (i32) -> i32
  return %0 : i32
}
