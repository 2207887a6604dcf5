%0 = gpu.grid_dim x
%1 = gpu.grid_dim y upper_bound 64
%2 = gpu.grid_dim z {tag}
"test.sink"(%0, %1, %2) : (index, index, index) -> ()
