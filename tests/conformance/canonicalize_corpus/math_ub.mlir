// CASE: math_sqrt_f32_const
func.func @f() -> f32 {
  %c = arith.constant 4.0 : f32
  %r = math.sqrt %c : f32
  return %r : f32
}

// -----

// CASE: math_sqrt_f32_arg
func.func @f(%x: f32) -> f32 {
  %r = math.sqrt %x : f32
  return %r : f32
}

// -----

// CASE: math_absf_f64_const
func.func @f() -> f64 {
  %c = arith.constant -2.5 : f64
  %r = math.absf %c : f64
  return %r : f64
}

// -----

// CASE: math_absf_f64_arg
func.func @f(%x: f64) -> f64 {
  %r = math.absf %x : f64
  return %r : f64
}

// -----

// CASE: math_ceil_f32_const
func.func @f() -> f32 {
  %c = arith.constant 1.25 : f32
  %r = math.ceil %c : f32
  return %r : f32
}

// -----

// CASE: math_ceil_f32_arg
func.func @f(%x: f32) -> f32 {
  %r = math.ceil %x : f32
  return %r : f32
}

// -----

// CASE: math_floor_f64_const
func.func @f() -> f64 {
  %c = arith.constant -1.25 : f64
  %r = math.floor %c : f64
  return %r : f64
}

// -----

// CASE: math_floor_f64_arg
func.func @f(%x: f64) -> f64 {
  %r = math.floor %x : f64
  return %r : f64
}

// -----

// CASE: math_exp_f64_const
func.func @f() -> f64 {
  %c = arith.constant 0.0 : f64
  %r = math.exp %c : f64
  return %r : f64
}

// -----

// CASE: math_exp_f64_arg
func.func @f(%x: f64) -> f64 {
  %r = math.exp %x : f64
  return %r : f64
}

// -----

// CASE: math_log_f32_const
func.func @f() -> f32 {
  %c = arith.constant 1.0 : f32
  %r = math.log %c : f32
  return %r : f32
}

// -----

// CASE: math_log_f32_arg
func.func @f(%x: f32) -> f32 {
  %r = math.log %x : f32
  return %r : f32
}

// -----

// CASE: math_sin_f32_const
func.func @f() -> f32 {
  %c = arith.constant 0.0 : f32
  %r = math.sin %c : f32
  return %r : f32
}

// -----

// CASE: math_sin_f32_arg
func.func @f(%x: f32) -> f32 {
  %r = math.sin %x : f32
  return %r : f32
}

// -----

// CASE: math_cos_f64_const
func.func @f() -> f64 {
  %c = arith.constant 0.0 : f64
  %r = math.cos %c : f64
  return %r : f64
}

// -----

// CASE: math_cos_f64_arg
func.func @f(%x: f64) -> f64 {
  %r = math.cos %x : f64
  return %r : f64
}

// -----

// CASE: math_round_f32_const
func.func @f() -> f32 {
  %c = arith.constant 2.5 : f32
  %r = math.round %c : f32
  return %r : f32
}

// -----

// CASE: math_round_f32_arg
func.func @f(%x: f32) -> f32 {
  %r = math.round %x : f32
  return %r : f32
}

// -----

// CASE: math_roundeven_f32_const
func.func @f() -> f32 {
  %c = arith.constant 2.5 : f32
  %r = math.roundeven %c : f32
  return %r : f32
}

// -----

// CASE: math_roundeven_f32_arg
func.func @f(%x: f32) -> f32 {
  %r = math.roundeven %x : f32
  return %r : f32
}

// -----

// CASE: math_trunc_f64_const
func.func @f() -> f64 {
  %c = arith.constant -3.75 : f64
  %r = math.trunc %c : f64
  return %r : f64
}

// -----

// CASE: math_trunc_f64_arg
func.func @f(%x: f64) -> f64 {
  %r = math.trunc %x : f64
  return %r : f64
}

// -----

// CASE: math_tanh_f32_const
func.func @f() -> f32 {
  %c = arith.constant 0.0 : f32
  %r = math.tanh %c : f32
  return %r : f32
}

// -----

// CASE: math_tanh_f32_arg
func.func @f(%x: f32) -> f32 {
  %r = math.tanh %x : f32
  return %r : f32
}

// -----

// CASE: math_log2_f64_const
func.func @f() -> f64 {
  %c = arith.constant 8.0 : f64
  %r = math.log2 %c : f64
  return %r : f64
}

// -----

// CASE: math_log2_f64_arg
func.func @f(%x: f64) -> f64 {
  %r = math.log2 %x : f64
  return %r : f64
}

// -----

// CASE: math_exp2_f32_const
func.func @f() -> f32 {
  %c = arith.constant 3.0 : f32
  %r = math.exp2 %c : f32
  return %r : f32
}

// -----

// CASE: math_exp2_f32_arg
func.func @f(%x: f32) -> f32 {
  %r = math.exp2 %x : f32
  return %r : f32
}

// -----

// CASE: math_rsqrt_f64_const
func.func @f() -> f64 {
  %c = arith.constant 4.0 : f64
  %r = math.rsqrt %c : f64
  return %r : f64
}

// -----

// CASE: math_rsqrt_f64_arg
func.func @f(%x: f64) -> f64 {
  %r = math.rsqrt %x : f64
  return %r : f64
}

// -----

// CASE: math_erf_f32_const
func.func @f() -> f32 {
  %c = arith.constant 0.0 : f32
  %r = math.erf %c : f32
  return %r : f32
}

// -----

// CASE: math_erf_f32_arg
func.func @f(%x: f32) -> f32 {
  %r = math.erf %x : f32
  return %r : f32
}

// -----

// CASE: math_powf_f64_const
func.func @f() -> f64 {
  %a = arith.constant 2.0 : f64
  %b = arith.constant 10.0 : f64
  %r = math.powf %a, %b : f64
  return %r : f64
}

// -----

// CASE: math_atan2_f32_const
func.func @f() -> f32 {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 1.0 : f32
  %r = math.atan2 %a, %b : f32
  return %r : f32
}

// -----

// CASE: math_copysign_f32_const
func.func @f() -> f32 {
  %a = arith.constant 3.0 : f32
  %b = arith.constant -0.0 : f32
  %r = math.copysign %a, %b : f32
  return %r : f32
}

// -----

// CASE: math_absi_const
func.func @f() -> i32 {
  %c = arith.constant -7 : i32
  %r = math.absi %c : i32
  return %r : i32
}

// -----

// CASE: math_ctlz_const
func.func @f() -> (i32, i32, i32) {
  %c = arith.constant 1 : i32
  %a = math.ctlz %c : i32
  %b = math.cttz %c : i32
  %d = math.ctpop %c : i32
  return %a, %b, %d : i32, i32, i32
}

// -----

// CASE: math_fma_const
func.func @f() -> f32 {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 3.0 : f32
  %c = arith.constant 1.0 : f32
  %r = math.fma %a, %b, %c : f32
  return %r : f32
}

// -----

// CASE: ub_poison_unused_erased
func.func @f() {
  %p = ub.poison : i32
  return
}

// -----

// CASE: ub_poison_returned
func.func @f() -> (i32, f32) {
  %p = ub.poison : i32
  %q = ub.poison : f32
  return %p, %q : i32, f32
}

// -----

// CASE: ub_poison_addi
func.func @f(%x: i32) -> i32 {
  %p = ub.poison : i32
  %r = arith.addi %x, %p : i32
  return %r : i32
}

// -----

// CASE: ub_poison_select_cond
func.func @f(%x: i32, %y: i32) -> i32 {
  %p = ub.poison : i1
  %r = arith.select %p, %x, %y : i32
  return %r : i32
}

// -----

// CASE: ub_poison_dedup
func.func @f() -> (i32, i32) {
  %p = ub.poison : i32
  %q = ub.poison : i32
  return %p, %q : i32, i32
}

// -----

// CASE: ub_poison_select_true_arm
func.func @f(%c: i1, %x: i32) -> i32 {
  %p = ub.poison : i32
  %r = arith.select %c, %p, %x : i32
  return %r : i32
}

// -----

// CASE: ub_poison_select_false_arm_vector
func.func @f(%c: i1, %x: vector<2xf32>) -> vector<2xf32> {
  %p = ub.poison : vector<2xf32>
  %r = arith.select %c, %x, %p : vector<2xf32>
  return %r : vector<2xf32>
}

// -----

// CASE: ub_poison_select_mask_poison_arm
func.func @f(%c: vector<2xi1>, %x: vector<2xi8>) -> vector<2xi8> {
  %p = ub.poison : vector<2xi8>
  %r = arith.select %c, %p, %x : vector<2xi1>, vector<2xi8>
  return %r : vector<2xi8>
}
