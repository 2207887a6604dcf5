#shift = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @pure_bounds(%lo: index, %hi: index, %buf: memref<?xf32>) {
  affine.for %i = 0 to 16 {
    %sum = arith.addi %lo, %hi : index
    %twice = arith.muli %sum, %sum : index
    affine.for %j = #shift(%sum)[%twice] to 64 {
    }
    affine.for %k = 0 to #shift(%i)[%sum] {
    }
  }
  affine.for %i = 0 to 4 {
    %grid = memref.alloc(%hi) : memref<8x?xf32>
    %one = arith.constant 1 : index
    %cols = memref.dim %grid, %one : memref<8x?xf32>
    affine.for %j = 0 to %cols {
    }
    memref.dealloc %grid : memref<8x?xf32>
  }
  return
}
