"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "index.add"(%x, %x) : (index, index) -> index
  %1 = "index.cmp"(%0, %x) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
  %2 = "index.constant"() <{value = 42 : index}> : () -> index
  "func.return"() : () -> ()
}) : () -> ()
