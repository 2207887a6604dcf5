"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  "scf.if"(%b) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  %0 = "scf.execute_region"() ({
    "scf.yield"(%i) : (i32) -> ()
  }) : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
