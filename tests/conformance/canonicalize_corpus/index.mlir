// CASE: add_constants
func.func @f() -> index {
  %a = index.constant 7
  %b = index.constant 5
  %r = index.add %a, %b
  return %r : index
}

// -----

// CASE: sub_constants
func.func @f() -> index {
  %a = index.constant 7
  %b = index.constant 12
  %r = index.sub %a, %b
  return %r : index
}

// -----

// CASE: mul_constants
func.func @f() -> index {
  %a = index.constant -3
  %b = index.constant 5
  %r = index.mul %a, %b
  return %r : index
}

// -----

// CASE: divs_constants
func.func @f() -> index {
  %a = index.constant -7
  %b = index.constant 2
  %r = index.divs %a, %b
  return %r : index
}

// -----

// CASE: divu_constants
func.func @f() -> index {
  %a = index.constant -7
  %b = index.constant 2
  %r = index.divu %a, %b
  return %r : index
}

// -----

// CASE: ceildivs_constants
func.func @f() -> index {
  %a = index.constant -7
  %b = index.constant 2
  %r = index.ceildivs %a, %b
  return %r : index
}

// -----

// CASE: ceildivu_constants
func.func @f() -> index {
  %a = index.constant 7
  %b = index.constant 2
  %r = index.ceildivu %a, %b
  return %r : index
}

// -----

// CASE: floordivs_constants
func.func @f() -> index {
  %a = index.constant -7
  %b = index.constant 2
  %r = index.floordivs %a, %b
  return %r : index
}

// -----

// CASE: rems_constants
func.func @f() -> index {
  %a = index.constant -7
  %b = index.constant 3
  %r = index.rems %a, %b
  return %r : index
}

// -----

// CASE: remu_constants
func.func @f() -> index {
  %a = index.constant 7
  %b = index.constant 3
  %r = index.remu %a, %b
  return %r : index
}

// -----

// CASE: maxs_constants
func.func @f() -> index {
  %a = index.constant -1
  %b = index.constant 3
  %r = index.maxs %a, %b
  return %r : index
}

// -----

// CASE: maxu_constants
func.func @f() -> index {
  %a = index.constant -1
  %b = index.constant 3
  %r = index.maxu %a, %b
  return %r : index
}

// -----

// CASE: mins_constants
func.func @f() -> index {
  %a = index.constant -1
  %b = index.constant 3
  %r = index.mins %a, %b
  return %r : index
}

// -----

// CASE: minu_constants
func.func @f() -> index {
  %a = index.constant -1
  %b = index.constant 3
  %r = index.minu %a, %b
  return %r : index
}

// -----

// CASE: shl_constants
func.func @f() -> index {
  %a = index.constant 3
  %b = index.constant 4
  %r = index.shl %a, %b
  return %r : index
}

// -----

// CASE: shrs_constants
func.func @f() -> index {
  %a = index.constant -16
  %b = index.constant 2
  %r = index.shrs %a, %b
  return %r : index
}

// -----

// CASE: shru_constants
func.func @f() -> index {
  %a = index.constant -16
  %b = index.constant 2
  %r = index.shru %a, %b
  return %r : index
}

// -----

// CASE: and_constants
func.func @f() -> index {
  %a = index.constant 12
  %b = index.constant 10
  %r = index.and %a, %b
  return %r : index
}

// -----

// CASE: or_constants
func.func @f() -> index {
  %a = index.constant 12
  %b = index.constant 10
  %r = index.or %a, %b
  return %r : index
}

// -----

// CASE: xor_constants
func.func @f() -> index {
  %a = index.constant 12
  %b = index.constant 10
  %r = index.xor %a, %b
  return %r : index
}

// -----

// CASE: divu_not_folded_32_64_differ
func.func @f() -> index {
  %a = index.constant 4294967296
  %b = index.constant 2
  %r = index.divu %a, %b
  return %r : index
}

// -----

// CASE: maxs_not_folded_32_64_differ
func.func @f() -> index {
  %a = index.constant 2147483648
  %b = index.constant 1
  %r = index.maxs %a, %b
  return %r : index
}

// -----

// CASE: shru_not_folded_32_64_differ
func.func @f() -> index {
  %a = index.constant 4294967296
  %b = index.constant 1
  %r = index.shru %a, %b
  return %r : index
}

// -----

// CASE: remu_not_folded_32_64_differ
func.func @f() -> index {
  %a = index.constant -1
  %b = index.constant 7
  %r = index.remu %a, %b
  return %r : index
}

// -----

// CASE: divs_not_folded_32_64_differ
func.func @f() -> index {
  %a = index.constant 4294967295
  %b = index.constant -1
  %r = index.divs %a, %b
  return %r : index
}

// -----

// CASE: divs_by_zero_kept
func.func @f() -> index {
  %a = index.constant 7
  %b = index.constant 0
  %r = index.divs %a, %b
  return %r : index
}

// -----

// CASE: shl_by_32_kept
func.func @f() -> index {
  %a = index.constant 1
  %b = index.constant 32
  %r = index.shl %a, %b
  return %r : index
}

// -----

// CASE: identities
func.func @f(%a: index) -> (index, index, index, index) {
  %z = index.constant 0
  %o = index.constant 1
  %0 = index.add %a, %z
  %1 = index.sub %a, %z
  %2 = index.mul %a, %o
  %3 = index.mul %a, %z
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// CASE: non_identities_kept
func.func @f(%a: index) -> (index, index, index, index, index) {
  %z = index.constant 0
  %o = index.constant 1
  %0 = index.divs %a, %o
  %1 = index.or %a, %z
  %2 = index.shl %a, %z
  %3 = index.maxs %a, %a
  %4 = index.sub %a, %a
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// -----

// CASE: commutative_constant_moved_right
func.func @f(%a: index) -> (index, index) {
  %c = index.constant 3
  %0 = index.mul %c, %a
  %1 = index.xor %c, %a
  return %0, %1 : index, index
}

// -----

// CASE: add_associative_constants
func.func @f(%a: index) -> index {
  %c1 = index.constant 6
  %c2 = index.constant 3
  %x = index.add %a, %c1
  %y = index.add %x, %c2
  return %y : index
}

// -----

// CASE: mul_associative_constants
func.func @f(%a: index) -> index {
  %c1 = index.constant 6
  %c2 = index.constant 3
  %x = index.mul %a, %c1
  %y = index.mul %x, %c2
  return %y : index
}

// -----

// CASE: maxs_associative_constants
func.func @f(%a: index) -> index {
  %c1 = index.constant 6
  %c2 = index.constant 3
  %x = index.maxs %a, %c1
  %y = index.maxs %x, %c2
  return %y : index
}

// -----

// CASE: minu_associative_constants
func.func @f(%a: index) -> index {
  %c1 = index.constant 6
  %c2 = index.constant 3
  %x = index.minu %a, %c1
  %y = index.minu %x, %c2
  return %y : index
}

// -----

// CASE: and_associative_constants
func.func @f(%a: index) -> index {
  %c1 = index.constant 6
  %c2 = index.constant 3
  %x = index.and %a, %c1
  %y = index.and %x, %c2
  return %y : index
}

// -----

// CASE: or_associative_constants
func.func @f(%a: index) -> index {
  %c1 = index.constant 6
  %c2 = index.constant 3
  %x = index.or %a, %c1
  %y = index.or %x, %c2
  return %y : index
}

// -----

// CASE: sub_not_associative
func.func @f(%a: index) -> index {
  %c1 = index.constant 6
  %c2 = index.constant 3
  %x = index.sub %a, %c1
  %y = index.sub %x, %c2
  return %y : index
}

// -----

// CASE: cmp_eq_constants
func.func @f() -> i1 {
  %a = index.constant 3
  %b = index.constant 3
  %r = index.cmp eq(%a, %b)
  return %r : i1
}

// -----

// CASE: cmp_ne_constants
func.func @f() -> i1 {
  %a = index.constant 3
  %b = index.constant 4
  %r = index.cmp ne(%a, %b)
  return %r : i1
}

// -----

// CASE: cmp_slt_constants
func.func @f() -> i1 {
  %a = index.constant -1
  %b = index.constant 2
  %r = index.cmp slt(%a, %b)
  return %r : i1
}

// -----

// CASE: cmp_ult_constants
func.func @f() -> i1 {
  %a = index.constant -1
  %b = index.constant 2
  %r = index.cmp ult(%a, %b)
  return %r : i1
}

// -----

// CASE: cmp_sge_constants
func.func @f() -> i1 {
  %a = index.constant 5
  %b = index.constant 5
  %r = index.cmp sge(%a, %b)
  return %r : i1
}

// -----

// CASE: cmp_ugt_constants
func.func @f() -> i1 {
  %a = index.constant 2
  %b = index.constant 1
  %r = index.cmp ugt(%a, %b)
  return %r : i1
}

// -----

// CASE: cmp_not_folded_32_64_differ
func.func @f() -> i1 {
  %a = index.constant 4294967296
  %b = index.constant 1
  %r = index.cmp ugt(%a, %b)
  return %r : i1
}

// -----

// CASE: cmp_same_args
func.func @f(%a: index) -> (i1, i1, i1, i1) {
  %0 = index.cmp eq(%a, %a)
  %1 = index.cmp ult(%a, %a)
  %2 = index.cmp sle(%a, %a)
  %3 = index.cmp ne(%a, %a)
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// CASE: cmp_sub_with_zero
func.func @f(%a: index, %b: index) -> (i1, i1) {
  %z = index.constant 0
  %s = index.sub %a, %b
  %0 = index.cmp slt(%s, %z)
  %1 = index.cmp ult(%z, %s)
  return %0, %1 : i1, i1
}

// -----

// CASE: casts_to_i32_kept
func.func @f() -> i32 {
  %a = index.constant -1
  %r = index.casts %a : index to i32
  return %r : i32
}

// -----

// CASE: casts_to_i1_folds
func.func @f() -> i1 {
  %a = index.constant 3
  %r = index.casts %a : index to i1
  return %r : i1
}

// -----

// CASE: casts_from_i32_constant
func.func @f() -> (index, index) {
  %a = arith.constant -5 : i32
  %r = index.casts %a : i32 to index
  %u = index.castu %a : i32 to index
  return %r, %u : index, index
}

// -----

// CASE: bool_constant_kept
func.func @f() -> i1 {
  %t = index.bool.constant true
  return %t : i1
}

// -----

// CASE: dead_ops_erased
func.func @f(%a: index, %b: index) {
  %0 = index.add %a, %b
  %1 = index.cmp eq(%a, %b)
  %2 = index.divs %a, %b
  return
}

// -----

// CASE: cmp_of_max_or_min_with_constants
func.func @f(%x: index) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c5 = index.constant 5
  %cm1 = index.constant -1
  %big = index.constant 4294967296
  %0 = index.maxs %x, %c1
  %1 = index.cmp sgt(%0, %c0)
  %2 = index.cmp eq(%0, %c0)
  %3 = index.mins %x, %c1
  %4 = index.cmp sle(%3, %c5)
  %5 = index.cmp sgt(%3, %c0)
  %6 = index.maxu %x, %c5
  %7 = index.cmp uge(%6, %c1)
  %8 = index.minu %x, %cm1
  %9 = index.cmp ne(%8, %c0)
  %10 = index.maxu %x, %big
  %11 = index.cmp ugt(%10, %c5)
  %12 = index.mins %x, %c5
  %13 = index.cmp ne(%12, %c5)
  return %1, %2, %4, %5, %7, %9, %11, %13 : i1, i1, i1, i1, i1, i1, i1, i1
}
