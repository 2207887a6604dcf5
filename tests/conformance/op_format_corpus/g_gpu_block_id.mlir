%0 = gpu.block_id x
%1 = gpu.block_id y upper_bound 64
%2 = gpu.block_id z {tag}
"test.sink"(%0, %1, %2) : (index, index, index) -> ()
