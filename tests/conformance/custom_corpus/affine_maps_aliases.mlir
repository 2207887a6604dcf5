#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#s = affine_set<(d0, d1) : (d0 - d1 >= 0)>
func.func @aliases(%a: index, %b: index) {
  %0 = affine.apply affine_map<(d0, d1) -> (d1)>(%a, %b)
  affine.if #s(%a, %b) {
    %1 = affine.min #t(%a, %b)
    %2 = affine.max #id(%b, %a)
  }
  return
}
