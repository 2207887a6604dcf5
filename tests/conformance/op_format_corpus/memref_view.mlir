%a = "test.src"() : () -> memref<2048xi8>
%o = "test.src"() : () -> index
%n = "test.src"() : () -> index
%v = memref.view %a[%o][] : memref<2048xi8> to memref<64x4xf32>
%w = memref.view %a[%o][%n] : memref<2048xi8> to memref<?x4xf32>
"test.sink"(%v, %w) : (memref<64x4xf32>, memref<?x4xf32>) -> ()
