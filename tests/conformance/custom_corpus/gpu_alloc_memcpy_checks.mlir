// gpu.alloc: one size per dynamic dimension, one operand per layout symbol;
// gpu.memcpy: element types and shapes of the two memrefs agree.
func.func @staging(%rows: index, %off: index) {
  %dev = gpu.alloc (%rows) : memref<?x16xi16>
  %pinned = gpu.alloc host_shared (%rows) : memref<?x16xi16>
  %tok = gpu.wait async
  %buf, %tok2 = gpu.alloc async [%tok] (%rows) : memref<?x16xi16>
  %done = gpu.memcpy async [%tok2] %buf, %pinned : memref<?x16xi16>, memref<?x16xi16>
  gpu.memcpy %dev, %buf : memref<?x16xi16>, memref<?x16xi16>
  %view = gpu.alloc () [%off] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func.func @sizes_short(%rows: index) {
  %dev = "gpu.alloc"(%rows) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (index) -> memref<?x?xf32>
  return
}

// -----

func.func @symbols_missing() {
  %dev = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func.func @copy_types(%a: memref<8xf16>, %b: memref<8xbf16>) {
  gpu.memcpy %a, %b : memref<8xf16>, memref<8xbf16>
  return
}

// -----

func.func @copy_shapes(%a: memref<2x8xf16>, %b: memref<8x2xf16>) {
  gpu.memcpy %a, %b : memref<2x8xf16>, memref<8x2xf16>
  return
}
