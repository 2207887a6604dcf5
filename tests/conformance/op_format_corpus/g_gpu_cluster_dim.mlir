%0 = gpu.cluster_dim x
%1 = gpu.cluster_dim y upper_bound 64
%2 = gpu.cluster_dim z {tag}
"test.sink"(%0, %1, %2) : (index, index, index) -> ()
