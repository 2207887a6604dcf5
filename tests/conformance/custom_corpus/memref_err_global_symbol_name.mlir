// $sym_name is read by parseSymbolName: a custom op error at the token found
memref.global "private" "public" @g0 : memref<4xf32> = uninitialized

// -----

memref.global constant external @g1 : memref<4xf32> = dense<0.0>

// -----

memref.global "private" 3 : memref<4xf32>
