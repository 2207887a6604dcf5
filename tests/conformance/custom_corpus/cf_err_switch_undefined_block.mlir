func.func @f(%a: i32) {
  cf.switch %a : i32, [
    default: ^bb9
  ]
}
