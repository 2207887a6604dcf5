func.func @f(%v: vector<4xf32>) {
  vector.print str "a" str "b"
  return
}
