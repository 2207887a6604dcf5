%0 = gpu.lane_id
%1 = gpu.lane_id upper_bound 32
"test.sink"(%0, %1) : (index, index) -> ()
