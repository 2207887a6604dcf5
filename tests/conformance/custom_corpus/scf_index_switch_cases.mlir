func.func @switch(%i: index, %a: f32, %b: f32) -> f32 {
  %r = scf.index_switch %i -> f32
  case 0 {
    scf.yield %a : f32
  }
  case 5 {
    %s = arith.addf %a, %b : f32
    scf.yield %s : f32
  }
  case -3 {
    scf.yield %b : f32
  }
  default {
    scf.yield %a : f32
  }
  scf.index_switch %i
  default {
  }
  return %r : f32
}
