"test.op"() {a0_0 = "", a0_1 = "hello", a0_2 = "with space", a0_3 = "quote\"inside", a0_4 = "back\\slash", a0_5 = "tab\there", a0_6 = "nl\nx", a0_7 = "\00\01\7F\FF", a0_8 = "utf8 é ü 日本", a0_9 = "hex \41\42", a0_10 = "x" : i32, a0_11 = "y" : !foo.t} : () -> ()
"test.op"() {a12_0 = "#not_alias", a12_1 = "{}[]()<>", a12_2 = "\"\""} : () -> ()
