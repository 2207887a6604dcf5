// CASE: parts_and_inverse_pairs
func.func @f(%z: complex<f32>, %w: complex<f32>, %a: f32, %b: f32) -> (complex<f32>, f32, f32, complex<f32>, complex<f32>, complex<f32>, f32) {
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  %0 = complex.create %re, %im : complex<f32>
  %c = complex.constant [2.0 : f32, 3.0 : f32] : complex<f32>
  %1 = complex.im %c : complex<f32>
  %cr = complex.create %a, %b : complex<f32>
  %2 = complex.re %cr : complex<f32>
  %s = complex.sub %z, %w : complex<f32>
  %3 = complex.add %s, %w : complex<f32>
  %n = complex.neg %z : complex<f32>
  %4 = complex.neg %n : complex<f32>
  %e = complex.exp %w : complex<f32>
  %5 = complex.log %e : complex<f32>
  %ng = complex.neg %cr : complex<f32>
  %6 = complex.im %ng : complex<f32>
  return %0, %1, %2, %3, %4, %5, %6 : complex<f32>, f32, f32, complex<f32>, complex<f32>, complex<f32>, f32
}

// -----

// CASE: identities_and_bitcasts
func.func @f(%z: complex<f32>, %i: i64) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, i64) {
  %zero = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %0 = complex.add %z, %zero : complex<f32>
  %1 = complex.sub %z, %zero : complex<f32>
  %2 = complex.mul %z, %one : complex<f32>
  %c = complex.conj %z : complex<f32>
  %3 = complex.conj %c : complex<f32>
  %b = complex.bitcast %i : i64 to complex<f32>
  %f = arith.bitcast %i : i64 to f64
  %b2 = complex.bitcast %f : f64 to complex<f32>
  %back = complex.bitcast %b2 : complex<f32> to i64
  "use"(%b) : (complex<f32>) -> ()
  return %0, %1, %2, %3, %back : complex<f32>, complex<f32>, complex<f32>, complex<f32>, i64
}
