"test.op"() {"with\"quote" = "v\\a\\l", "ünïcode" = "ü"} : () -> ()
"test.op"() {a = @"\01\02", b = @a::@"b c"::@d, c = "\7F\80\FE", d = "line1\nline2\ttab"} : () -> ()
"test.op"() {e = ["", "a", "aa"], f = {"x" = {"y" = {"z" = "deep"}}}} : () -> ()
