"test.op"() {a = distinct[0]<42 : i32>, b = distinct[1]<>, c = distinct[0]<42 : i32>, d = distinct[5]<"s">, e = [distinct[7]<unit>, distinct[8]<[1, 2]>]} : () -> ()
