func.func @s(%i: index) {
  scf.index_switch %i
  case x {
  }
  default {
  }
  return
}
