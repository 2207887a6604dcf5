func.func @greet() {
  "vector.print"() <{punctuation = #vector.punctuation<close>, stringLiteral = "bye"}> : () -> ()
  return
}
