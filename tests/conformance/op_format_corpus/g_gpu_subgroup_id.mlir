%0 = gpu.subgroup_id : index
%1 = gpu.subgroup_id upper_bound 32 : index
"test.sink"(%0, %1) : (index, index) -> ()
