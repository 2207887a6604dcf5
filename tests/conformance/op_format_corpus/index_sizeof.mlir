%s = index.sizeof
%t = index.sizeof {attr = 1 : i32}
"test.sink"(%s, %t) : (index, index) -> ()
