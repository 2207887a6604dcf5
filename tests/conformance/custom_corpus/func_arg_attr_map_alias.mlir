func.func @body_only(%a: tensor<?xf32> {x.layout = affine_map<(d0) -> (d0)>}, %b: index) -> (index {x.kept = affine_map<(d0, d1) -> (d1)>}) {
  return %b : index
}

// -----

func.func @shared(%a: tensor<?x?xf32> {x.layout = affine_map<(d0, d1) -> (d1, d0)>}) attributes {x.other = affine_map<(d0, d1) -> (d1, d0)>} {
  return
}

// -----

func.func private @declared(tensor<?xf32> {x.layout = affine_map<(d0) -> (d0 + 1)>})
