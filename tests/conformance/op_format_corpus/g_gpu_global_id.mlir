%0 = gpu.global_id x
%1 = gpu.global_id y upper_bound 64
%2 = gpu.global_id z {tag}
"test.sink"(%0, %1, %2) : (index, index, index) -> ()
