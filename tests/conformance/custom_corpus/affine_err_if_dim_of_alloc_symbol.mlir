#in_range = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 >= 0)>
func.func @iv_as_if_symbol(%a: index, %b: index) {
  affine.for %i = 0 to 7 {
    %buf = memref.alloc(%a, %b) : memref<?x?xf32>
    %zero = arith.constant 0 : index
    %rows = memref.dim %buf, %zero : memref<?x?xf32>
    affine.if #in_range(%rows)[%i] {
    }
    memref.dealloc %buf : memref<?x?xf32>
  }
  return
}
