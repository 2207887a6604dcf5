%0 = gpu.num_subgroups : index
%1 = gpu.num_subgroups upper_bound 32 : index
"test.sink"(%0, %1) : (index, index) -> ()
