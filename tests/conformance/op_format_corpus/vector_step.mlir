%s = vector.step : vector<4xindex>
%v = vector.vscale
"test.sink"(%s, %v) : (vector<4xindex>, index) -> ()
