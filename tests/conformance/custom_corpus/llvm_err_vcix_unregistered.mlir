llvm.func @scalar_to_vector(%v: vector<[2]xf32>, %s: f32, %n: i32) -> vector<[2]xf32> {
  %r = "vcix.v.sv"(%v, %s, %n) <{opcode = 3 : i32}> : (vector<[2]xf32>, f32, i32) -> vector<[2]xf32>
  llvm.return %r : vector<[2]xf32>
}
