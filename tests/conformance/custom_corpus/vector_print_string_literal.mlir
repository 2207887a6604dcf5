func.func @greet(%v: vector<2xi8>) {
  vector.print str "hi there"
  vector.print %v : vector<2xi8> punctuation <open>
  vector.print punctuation <newline>
  return
}
