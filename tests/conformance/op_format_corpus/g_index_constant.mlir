%0 = index.constant 42
%1 = index.constant -7
%2 = index.bool.constant true
%3 = index.bool.constant false
"test.sink"(%0, %1, %2, %3) : (index, index, i1, i1) -> ()
