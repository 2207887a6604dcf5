%n = "test.src"() : () -> index
%m = vector.create_mask %n : vector<4xi1>
%c = vector.constant_mask [2] : vector<4xi1>
"test.sink"(%m, %c) : (vector<4xi1>, vector<4xi1>) -> ()
