// leading comment

   "foo.a"()   :   ( )   ->   ( )   // trailing

// between
%0   =   "foo.b"  (  )  :  ( )  ->  i32
"foo.c"(%0):(i32)->()
