func.func @f(%a: i32) -> i32 {
  %0 = "test.region_op"() ({
  ^bb0(%arg: i32):
    %1 = "test.pass"(%arg) : (i32) -> i32
    "test.yield"(%1) : (i32) -> ()
  }) : () -> i32
  return %0 : i32
}
