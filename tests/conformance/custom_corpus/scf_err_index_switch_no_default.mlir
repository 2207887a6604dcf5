func.func @s(%i: index) {
  scf.index_switch %i
  case 1 {
  }
  return
}
