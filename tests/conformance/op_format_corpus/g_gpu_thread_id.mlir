%0 = gpu.thread_id x
%1 = gpu.thread_id y upper_bound 64
%2 = gpu.thread_id z {tag}
"test.sink"(%0, %1, %2) : (index, index, index) -> ()
