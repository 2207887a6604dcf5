%0 = gpu.subgroup_size : index
%1 = gpu.subgroup_size upper_bound 32 : index
"test.sink"(%0, %1) : (index, index) -> ()
