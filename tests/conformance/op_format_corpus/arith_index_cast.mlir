%a = "test.src"() : () -> index
%b = arith.index_cast %a : index to i32
%c = arith.index_castui %b : i32 to index
%d = arith.bitcast %b : i32 to f32
"test.sink"(%c, %d) : (index, f32) -> ()
