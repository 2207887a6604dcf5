func.func @f(%v: vector<4xf32>) {
  vector.print punctuation <comma> punctuation <open>
  return
}
