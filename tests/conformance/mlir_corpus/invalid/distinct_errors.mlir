// A distinct attribute whose referenced attribute fails adds 'expected
// attribute' at the current token (not after a lexical error).
"foo.op"() {b = distinct[1]<#-}>} : () -> ()
// -----
"foo.op"() {c = distinct[0]<42 : {-# i32>} : () -> ()
// -----
"foo.op"() {c = distinct[0]<distinct[1]<#-}>>} : () -> ()
// -----
"foo.op"() {c = distinct[0]<$>} : () -> ()
// -----
"foo.op"() {c = distinct[0]<"abc>} : () -> ()
// -----
"foo.op"() {c = distinct[0]<[1, }>} : () -> ()
// -----
"foo.op"() {c = distinct[0]<
