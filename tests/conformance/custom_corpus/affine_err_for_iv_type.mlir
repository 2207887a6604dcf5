func.func @f() {
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: i32):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
