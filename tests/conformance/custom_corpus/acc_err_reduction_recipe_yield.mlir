acc.reduction.recipe @red_bad_yield : i64 reduction_operator <add> init {
^bb0(%arg0: i64):
  %0 = arith.constant 0 : i64
  acc.yield %0 : i64
} combiner {
^bb0(%a: i64, %b: i64):
  %s = arith.constant 1 : i32
  acc.yield %s : i32
}
