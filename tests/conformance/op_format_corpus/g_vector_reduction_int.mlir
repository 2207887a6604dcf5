%a0, %a1 = "test.src"() : () -> (vector<4xi32>, i32)
%0 = vector.reduction <add>, %a0 : vector<4xi32> into i32
%1 = vector.reduction <mul>, %a0 : vector<4xi32> into i32
%2 = vector.reduction <minui>, %a0 : vector<4xi32> into i32
%3 = vector.reduction <minsi>, %a0 : vector<4xi32> into i32
%4 = vector.reduction <maxui>, %a0 : vector<4xi32> into i32
%5 = vector.reduction <maxsi>, %a0 : vector<4xi32> into i32
%6 = vector.reduction <and>, %a0 : vector<4xi32> into i32
%7 = vector.reduction <or>, %a0 : vector<4xi32> into i32
%8 = vector.reduction <xor>, %a0 : vector<4xi32> into i32
%acc = vector.reduction <add>, %a0, %a1 : vector<4xi32> into i32
"test.sink"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %acc) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
