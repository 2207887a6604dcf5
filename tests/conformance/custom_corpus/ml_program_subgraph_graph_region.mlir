ml_program.subgraph @graph(%arg0: i32) -> i32 {
  %0 = arith.addi %1, %arg0 : i32
  %1 = arith.muli %arg0, %arg0 : i32
  ml_program.output %0 : i32
}
