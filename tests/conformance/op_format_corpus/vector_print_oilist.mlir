%v, %f = "test.src"() : () -> (vector<4xf32>, f32)
vector.print %v : vector<4xf32>
vector.print %f : f32 punctuation <comma>
vector.print punctuation <newline>
vector.print str "bye"
vector.print
vector.print punctuation <open> {foo = 1 : i32}
vector.print str "s" {foo = 1 : i32}
