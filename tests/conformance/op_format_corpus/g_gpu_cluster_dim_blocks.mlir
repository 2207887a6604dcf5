%0 = gpu.cluster_dim_blocks x
%1 = gpu.cluster_dim_blocks y upper_bound 64
%2 = gpu.cluster_dim_blocks z {tag}
"test.sink"(%0, %1, %2) : (index, index, index) -> ()
