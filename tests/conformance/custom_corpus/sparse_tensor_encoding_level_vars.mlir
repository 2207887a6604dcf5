// Encodings whose maps forward-declare and bind their level variables.
#Blocked = #sparse_tensor.encoding<{
  map = {r, c, rr, cc} (row = r * 4 + rr, col = c * 2 + cc) -> (r = row floordiv 4 : dense, c = col floordiv 2 : compressed, rr = row mod 4 : dense, cc = col mod 2 : dense),
  crdWidth = 16
}>
#Transposed = #sparse_tensor.encoding<{ map = {a, b} (x = b, y = a) -> (a = y : compressed(nonordered), b = x : singleton) }>
#Plain = #sparse_tensor.encoding<{ map = (p, q, r) -> (p : compressed(nonunique), q : singleton, r : dense), posWidth = 8 }>
#Sliced = #sparse_tensor.encoding<{ map = (u : #sparse_tensor<slice(0, 4, 1)>, v) -> (u : dense, v : compressed) }>
#NM = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j floordiv 8 : dense, j mod 8 : structured[2, 8]) }>

func.func private @blocked(tensor<16x8xf32, #Blocked>)
func.func private @transposed(tensor<3x5xi8, #Transposed>)
func.func private @plain(tensor<?x?x4xf64, #Plain>)
func.func private @sliced(tensor<4x?xi32, #Sliced>)
func.func private @nm(tensor<4x16xf16, #NM>)
