%0 = gpu.cluster_block_id x
%1 = gpu.cluster_block_id y upper_bound 64
%2 = gpu.cluster_block_id z {tag}
"test.sink"(%0, %1, %2) : (index, index, index) -> ()
