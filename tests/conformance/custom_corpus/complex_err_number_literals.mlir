func.func private @f() attributes {c = #complex.number<:f32 1, 0.0>}

// -----

func.func private @f() attributes {c = #complex.number<f32 1.0, 0.0>}

// -----

func.func private @f() attributes {c = #complex.number<:f32 1.0 0.0>}

// -----

func.func private @f() attributes {c = #complex.number<:f32 1.0, -0x10>}

// -----

#CX = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), implicitVal = #complex.number<:f32 0.0, 2.0> }>
func.func private @g(tensor<8xcomplex<f32>, #CX>)

// -----

#CX = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), explicitVal = #complex.number<:f32 1.0, 2.0> }>
func.func private @g(tensor<8xcomplex<f64>, #CX>)
