func.func @ok() -> (complex<f32>, complex<i8>, i64, complex<f32>, complex<f64>) {
  %a = complex.constant [1.0 : f32, 2.5 : f32] : complex<f32>
  %b = complex.constant [1 : i8, -2 : i8] : complex<i8>
  %c = complex.bitcast %a : complex<f32> to i64
  %d = complex.bitcast %c : i64 to complex<f32>
  %f = complex.constant [0x7FC00000 : f64, 1.0 : f64] : complex<f64>
  return %a, %b, %c, %d, %f : complex<f32>, complex<i8>, i64, complex<f32>, complex<f64>
}
// -----
func.func @e1() -> complex<f32> {
  %a = complex.constant [1.0 : f32] : complex<f32>
  return %a : complex<f32>
}
// -----
func.func @e2() -> complex<f32> {
  %a = complex.constant [1.0 : f32, 2 : i32] : complex<f32>
  return %a : complex<f32>
}
// -----
func.func @e3() -> complex<f32> {
  %a = complex.constant [1.0 : f32, "x"] : complex<f32>
  return %a : complex<f32>
}
// -----
func.func @e4(%x: complex<f32>) -> complex<f16> {
  %a = complex.bitcast %x : complex<f32> to complex<f16>
  return %a : complex<f16>
}
// -----
func.func @e5(%x: complex<f32>) -> i32 {
  %a = complex.bitcast %x : complex<f32> to i32
  return %a : i32
}
// -----
func.func @e6(%x: complex<f32>) -> index {
  %a = complex.bitcast %x : complex<f32> to index
  return %a : index
}
// -----
func.func @e7(%x: i64) -> f64 {
  %a = complex.bitcast %x : i64 to f64
  return %a : f64
}
