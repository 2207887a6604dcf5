func.func @s(%i: index, %a: i32, %b: i32) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 2 {
    scf.yield %a : i32
  }
  case -5 {
    scf.yield %b : i32
  }
  default {
    scf.yield %a : i32
  }
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  default {
  }
  scf.index_switch %i {foo.x}
  default {
  }
  return %0 : i32
}
