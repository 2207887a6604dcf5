!t = i32
!v = vector<4x!t>
%0 = "foo.a"() : () -> !t
%1 = "foo.b"(%0) : (!t) -> !v
