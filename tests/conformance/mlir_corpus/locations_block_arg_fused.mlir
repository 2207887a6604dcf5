// Block-argument locations and affine maps in block-argument types.
"foo.op"() ({
^bb0(%a: memref<4xf32, affine_map<(d0) -> (d0 + 7)>> loc("argloc"), %b: i32 loc(fused["p", "q"])):
  "foo.use"(%a) : (memref<4xf32, affine_map<(d0) -> (d0 + 7)>>) -> () loc(fused["p", "q"])
}) : () -> ()
