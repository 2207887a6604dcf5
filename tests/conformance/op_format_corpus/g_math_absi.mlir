%a0, %a1 = "test.src"() : () -> (i32, vector<4xi8>)
%0 = math.absi %a0 : i32
%1 = math.absi %a1 {tag} : vector<4xi8>
"test.sink"(%0, %1) : (i32, vector<4xi8>) -> ()
