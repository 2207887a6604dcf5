// The encoding's verifier and the tensor type's verifyEncoding.
#Ok = #sparse_tensor.encoding<{ map = (i, j) -> (i : batch, j : compressed), posWidth = 16, crdWidth = 8, explicitVal = 2.0 : f64, implicitVal = 0.0 : f64 }>
func.func private @ok(tensor<4x?xf64, #Ok>)

// -----

#W = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), crdWidth = 12 }>

// -----

#S = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(soa), j : singleton(soa)) }>

// -----

#M = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed(nonunique), j : singleton(soa, nonunique), k : singleton) }>

// -----

#B = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : batch) }>

// -----

#V = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), explicitVal = "one" }>

// -----

#R = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func private @rank(tensor<8xf32, #R>)

// -----

#E = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), explicitVal = 1 : i64 }>
func.func private @explicit(tensor<8xf32, #E>)

// -----

#Z = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), implicitVal = 3 : i32 }>
func.func private @implicit(tensor<8xi32, #Z>)
