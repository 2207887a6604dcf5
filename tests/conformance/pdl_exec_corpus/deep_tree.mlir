func.func @f(%x: i32) -> i32 {
  %0 = "test.c"(%x) : (i32) -> i32
  %1 = "test.b"(%0) : (i32) -> i32
  %2 = "test.a"(%1) : (i32) -> i32
  %3 = "test.b"(%x) : (i32) -> i32
  %4 = "test.a"(%3) : (i32) -> i32
  return %2 : i32
}
