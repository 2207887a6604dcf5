func.func @load_row(%m: memref<?x?xf32>, %mask: vector<[4]xi1>, %t: vector<[4]x[4]xf32>, %row: index) -> vector<[4]x[4]xf32> {
  %c0 = arith.constant 0 : index
  %r = arm_sme.load_tile_slice %m[%c0], %mask, %t, %row layout<vertical> : memref<?x?xf32>, vector<[4]xi1>, vector<[4]x[4]xf32>
  return %r : vector<[4]x[4]xf32>
}

func.func @store_row(%m: memref<?x?xi16>, %mask: vector<[8]xi1>, %t: vector<[8]x[8]xi16>, %row: index) {
  %c1 = arith.constant 1 : index
  arm_sme.store_tile_slice %t, %row, %mask, %m[%c1] : memref<?x?xi16>, vector<[8]xi1>, vector<[8]x[8]xi16>
  return
}

// -----

func.func @load_row_wrong_mask(%m: memref<?x?xi32>, %mask: vector<[8]xi1>, %t: vector<[4]x[4]xi32>, %row: index) -> vector<[4]x[4]xi32> {
  %c0 = arith.constant 0 : index
  %r = arm_sme.load_tile_slice %m[%c0], %mask, %t, %row : memref<?x?xi32>, vector<[8]xi1>, vector<[4]x[4]xi32>
  return %r : vector<[4]x[4]xi32>
}
