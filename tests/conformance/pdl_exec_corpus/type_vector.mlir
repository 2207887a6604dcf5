func.func @f(%a: vector<4xf32>, %b: vector<8xf32>) {
  %0 = "test.vec"(%a) : (vector<4xf32>) -> i32
  %1 = "test.vec"(%b) : (vector<8xf32>) -> i32
  return
}
