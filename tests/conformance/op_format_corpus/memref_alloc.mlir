%n = "test.src"() : () -> index
%a = memref.alloc() : memref<4xf32>
%b = memref.alloc(%n) : memref<?x8xf32>
%c = memref.alloc(%n)[%n] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
%d = memref.alloc() {alignment = 64 : i64} : memref<2xi8>
"test.sink"(%a, %b, %c, %d) : (memref<4xf32>, memref<?x8xf32>, memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>, memref<2xi8>) -> ()
