%0 = gpu.block_dim x
%1 = gpu.block_dim y upper_bound 64
%2 = gpu.block_dim z {tag}
"test.sink"(%0, %1, %2) : (index, index, index) -> ()
