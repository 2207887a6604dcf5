pdl.pattern : benefit(1) {
  %t = pdl.type : i32
  pdl.rewrite with "r"(%t : !pdl.type)
}
