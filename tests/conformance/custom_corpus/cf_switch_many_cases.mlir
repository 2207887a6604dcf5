func.func @f(%a: i32) {
  cf.switch %a : i32, [
    0: ^bb1,
    1: ^bb2,
    2: ^bb3,
    3: ^bb1,
    4: ^bb2,
    5: ^bb3,
    6: ^bb1,
    7: ^bb2,
    default: ^bb1
  ]
^bb1:
  return
^bb2:
  return
^bb3:
  return
}
