%a = "test.src"() : () -> index
%b = index.casts %a : index to i64
%c = index.casts %b : i64 to index
%d = index.castu %c : index to i32
%e = index.castu %d : i32 to index
"test.sink"(%e) : (index) -> ()
