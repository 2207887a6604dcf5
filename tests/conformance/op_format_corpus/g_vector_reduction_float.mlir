%a0, %a1 = "test.src"() : () -> (vector<8xf32>, f32)
%0 = vector.reduction <add>, %a0 fastmath<fast> : vector<8xf32> into f32
%1 = vector.reduction <mul>, %a0 fastmath<fast> : vector<8xf32> into f32
%2 = vector.reduction <minnumf>, %a0 fastmath<fast> : vector<8xf32> into f32
%3 = vector.reduction <maxnumf>, %a0 fastmath<fast> : vector<8xf32> into f32
%4 = vector.reduction <minimumf>, %a0 fastmath<fast> : vector<8xf32> into f32
%5 = vector.reduction <maximumf>, %a0 fastmath<fast> : vector<8xf32> into f32
"test.sink"(%0, %1, %2, %3, %4, %5) : (f32, f32, f32, f32, f32, f32) -> ()
