#E = #sparse_tensor.encoding<{ map = {a, b} (x = a, y = b) -> (b = x : dense, a = y : dense) }>
func.func private @f(tensor<2x2xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = {a, b} (x = a, y = b) -> (a = x : dense) }>
func.func private @f(tensor<2x2xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = {a} (x = a) -> (z = x : dense) }>
func.func private @f(tensor<2xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = {a} (x = a) -> (a x : dense) }>
func.func private @f(tensor<2xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (x, x) -> (x : dense) }>
func.func private @f(tensor<2xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (x, y) -> (x + y : dense, y : compressed) }>
func.func private @f(tensor<2x2xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = {a, b} (x = a + 1, y = b) -> (a = x : dense, b = y : dense) }>
func.func private @f(tensor<2x2xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (x) -> (x : dense(nonunique)) }>
func.func private @f(tensor<2xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (x) -> (x : structured[4, 2]) }>
func.func private @f(tensor<2xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (x) -> (x : structured[2]) }>
func.func private @f(tensor<2xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (x, y) -> (x : dense, y floordiv 4 : dense, y mod 4 : structured[2, 8]) }>
func.func private @f(tensor<2x8xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (x) -> (x : compressed(sorted)) }>
func.func private @f(tensor<2xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (x) -> (x : dense), crdWidth = "8" }>
func.func private @f(tensor<2xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ layout = (x) -> (x : dense) }>
func.func private @f(tensor<2xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = [x) -> (x : dense) }>
func.func private @f(tensor<2xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (x) -> (x : compressed, x : singleton, x : dense, x : singleton(soa)) }>
func.func private @f(tensor<2xf32, #E>)
