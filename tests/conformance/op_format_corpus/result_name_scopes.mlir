%a = memref.alloc() : memref<4xf32>
%b = memref.alloc() : memref<4xf32>
%t = "test.src"() : () -> tensor<4x?xf32>
%i = "test.src"() : () -> index
%d = tensor.dim %t, %i : tensor<4x?xf32>
"test.region"() ({
  %c = memref.alloc() : memref<4xf32>
  %e = tensor.dim %t, %i : tensor<4x?xf32>
  "test.sink"(%a, %c, %e) : (memref<4xf32>, memref<4xf32>, index) -> ()
}, {
  %f = memref.alloc() : memref<4xf32>
  %g = tensor.dim %t, %i : tensor<4x?xf32>
  %h = tensor.rank %t : tensor<4x?xf32>
  "test.sink"(%f, %g, %h) : (memref<4xf32>, index, index) -> ()
}) : () -> ()
%j = memref.alloc() : memref<4xf32>
%v = "test.src"() : () -> vector<8xf32>
%r:2 = vector.deinterleave %v : vector<8xf32> -> vector<4xf32>
"test.sink"(%a, %b, %d, %j, %r#0, %r#1) : (memref<4xf32>, memref<4xf32>, index, memref<4xf32>, vector<4xf32>, vector<4xf32>) -> ()
