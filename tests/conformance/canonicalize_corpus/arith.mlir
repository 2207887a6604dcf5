// CASE: addi_addi_i32
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.addi %a, %c1 : i32
  return %b : i32
}

// -----

// CASE: addi_addi_i8
func.func @f(%x: i8) -> i8 {
  %c0 = arith.constant 100 : i8
  %c1 = arith.constant 100 : i8
  %a = arith.addi %x, %c0 : i8
  %b = arith.addi %a, %c1 : i8
  return %b : i8
}

// -----

// CASE: addi_addi_index
func.func @f(%x: index) -> index {
  %c0 = arith.constant 5 : index
  %c1 = arith.constant 7 : index
  %a = arith.addi %x, %c0 : index
  %b = arith.addi %a, %c1 : index
  return %b : index
}

// -----

// CASE: addi_addi_vector4xi32
func.func @f(%x: vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant dense<5> : vector<4xi32>
  %c1 = arith.constant dense<7> : vector<4xi32>
  %a = arith.addi %x, %c0 : vector<4xi32>
  %b = arith.addi %a, %c1 : vector<4xi32>
  return %b : vector<4xi32>
}

// -----

// CASE: addi_subi_rhs_i32
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.subi %x, %c0 : i32
  %b = arith.addi %a, %c1 : i32
  return %b : i32
}

// -----

// CASE: addi_subi_rhs_i8
func.func @f(%x: i8) -> i8 {
  %c0 = arith.constant 100 : i8
  %c1 = arith.constant 100 : i8
  %a = arith.subi %x, %c0 : i8
  %b = arith.addi %a, %c1 : i8
  return %b : i8
}

// -----

// CASE: addi_subi_rhs_index
func.func @f(%x: index) -> index {
  %c0 = arith.constant 5 : index
  %c1 = arith.constant 7 : index
  %a = arith.subi %x, %c0 : index
  %b = arith.addi %a, %c1 : index
  return %b : index
}

// -----

// CASE: addi_subi_rhs_vector4xi32
func.func @f(%x: vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant dense<5> : vector<4xi32>
  %c1 = arith.constant dense<7> : vector<4xi32>
  %a = arith.subi %x, %c0 : vector<4xi32>
  %b = arith.addi %a, %c1 : vector<4xi32>
  return %b : vector<4xi32>
}

// -----

// CASE: addi_subi_lhs_i32
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.subi %c0, %x : i32
  %b = arith.addi %a, %c1 : i32
  return %b : i32
}

// -----

// CASE: addi_subi_lhs_i8
func.func @f(%x: i8) -> i8 {
  %c0 = arith.constant 100 : i8
  %c1 = arith.constant 100 : i8
  %a = arith.subi %c0, %x : i8
  %b = arith.addi %a, %c1 : i8
  return %b : i8
}

// -----

// CASE: addi_subi_lhs_index
func.func @f(%x: index) -> index {
  %c0 = arith.constant 5 : index
  %c1 = arith.constant 7 : index
  %a = arith.subi %c0, %x : index
  %b = arith.addi %a, %c1 : index
  return %b : index
}

// -----

// CASE: addi_subi_lhs_vector4xi32
func.func @f(%x: vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant dense<5> : vector<4xi32>
  %c1 = arith.constant dense<7> : vector<4xi32>
  %a = arith.subi %c0, %x : vector<4xi32>
  %b = arith.addi %a, %c1 : vector<4xi32>
  return %b : vector<4xi32>
}

// -----

// CASE: subi_addi_rhs_i32
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.subi %a, %c1 : i32
  return %b : i32
}

// -----

// CASE: subi_addi_rhs_i8
func.func @f(%x: i8) -> i8 {
  %c0 = arith.constant 100 : i8
  %c1 = arith.constant 100 : i8
  %a = arith.addi %x, %c0 : i8
  %b = arith.subi %a, %c1 : i8
  return %b : i8
}

// -----

// CASE: subi_addi_rhs_index
func.func @f(%x: index) -> index {
  %c0 = arith.constant 5 : index
  %c1 = arith.constant 7 : index
  %a = arith.addi %x, %c0 : index
  %b = arith.subi %a, %c1 : index
  return %b : index
}

// -----

// CASE: subi_addi_rhs_vector4xi32
func.func @f(%x: vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant dense<5> : vector<4xi32>
  %c1 = arith.constant dense<7> : vector<4xi32>
  %a = arith.addi %x, %c0 : vector<4xi32>
  %b = arith.subi %a, %c1 : vector<4xi32>
  return %b : vector<4xi32>
}

// -----

// CASE: subi_addi_lhs_i32
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.subi %c1, %a : i32
  return %b : i32
}

// -----

// CASE: subi_addi_lhs_i8
func.func @f(%x: i8) -> i8 {
  %c0 = arith.constant 100 : i8
  %c1 = arith.constant 100 : i8
  %a = arith.addi %x, %c0 : i8
  %b = arith.subi %c1, %a : i8
  return %b : i8
}

// -----

// CASE: subi_addi_lhs_index
func.func @f(%x: index) -> index {
  %c0 = arith.constant 5 : index
  %c1 = arith.constant 7 : index
  %a = arith.addi %x, %c0 : index
  %b = arith.subi %c1, %a : index
  return %b : index
}

// -----

// CASE: subi_addi_lhs_vector4xi32
func.func @f(%x: vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant dense<5> : vector<4xi32>
  %c1 = arith.constant dense<7> : vector<4xi32>
  %a = arith.addi %x, %c0 : vector<4xi32>
  %b = arith.subi %c1, %a : vector<4xi32>
  return %b : vector<4xi32>
}

// -----

// CASE: subi_subi_rhs_rhs_i32
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.subi %x, %c0 : i32
  %b = arith.subi %a, %c1 : i32
  return %b : i32
}

// -----

// CASE: subi_subi_rhs_rhs_i8
func.func @f(%x: i8) -> i8 {
  %c0 = arith.constant 100 : i8
  %c1 = arith.constant 100 : i8
  %a = arith.subi %x, %c0 : i8
  %b = arith.subi %a, %c1 : i8
  return %b : i8
}

// -----

// CASE: subi_subi_rhs_rhs_index
func.func @f(%x: index) -> index {
  %c0 = arith.constant 5 : index
  %c1 = arith.constant 7 : index
  %a = arith.subi %x, %c0 : index
  %b = arith.subi %a, %c1 : index
  return %b : index
}

// -----

// CASE: subi_subi_rhs_rhs_vector4xi32
func.func @f(%x: vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant dense<5> : vector<4xi32>
  %c1 = arith.constant dense<7> : vector<4xi32>
  %a = arith.subi %x, %c0 : vector<4xi32>
  %b = arith.subi %a, %c1 : vector<4xi32>
  return %b : vector<4xi32>
}

// -----

// CASE: subi_subi_rhs_lhs_i32
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.subi %c0, %x : i32
  %b = arith.subi %a, %c1 : i32
  return %b : i32
}

// -----

// CASE: subi_subi_rhs_lhs_i8
func.func @f(%x: i8) -> i8 {
  %c0 = arith.constant 100 : i8
  %c1 = arith.constant 100 : i8
  %a = arith.subi %c0, %x : i8
  %b = arith.subi %a, %c1 : i8
  return %b : i8
}

// -----

// CASE: subi_subi_rhs_lhs_index
func.func @f(%x: index) -> index {
  %c0 = arith.constant 5 : index
  %c1 = arith.constant 7 : index
  %a = arith.subi %c0, %x : index
  %b = arith.subi %a, %c1 : index
  return %b : index
}

// -----

// CASE: subi_subi_rhs_lhs_vector4xi32
func.func @f(%x: vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant dense<5> : vector<4xi32>
  %c1 = arith.constant dense<7> : vector<4xi32>
  %a = arith.subi %c0, %x : vector<4xi32>
  %b = arith.subi %a, %c1 : vector<4xi32>
  return %b : vector<4xi32>
}

// -----

// CASE: subi_subi_lhs_rhs_i32
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.subi %x, %c0 : i32
  %b = arith.subi %c1, %a : i32
  return %b : i32
}

// -----

// CASE: subi_subi_lhs_rhs_i8
func.func @f(%x: i8) -> i8 {
  %c0 = arith.constant 100 : i8
  %c1 = arith.constant 100 : i8
  %a = arith.subi %x, %c0 : i8
  %b = arith.subi %c1, %a : i8
  return %b : i8
}

// -----

// CASE: subi_subi_lhs_rhs_index
func.func @f(%x: index) -> index {
  %c0 = arith.constant 5 : index
  %c1 = arith.constant 7 : index
  %a = arith.subi %x, %c0 : index
  %b = arith.subi %c1, %a : index
  return %b : index
}

// -----

// CASE: subi_subi_lhs_rhs_vector4xi32
func.func @f(%x: vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant dense<5> : vector<4xi32>
  %c1 = arith.constant dense<7> : vector<4xi32>
  %a = arith.subi %x, %c0 : vector<4xi32>
  %b = arith.subi %c1, %a : vector<4xi32>
  return %b : vector<4xi32>
}

// -----

// CASE: subi_subi_lhs_lhs_i32
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.subi %c0, %x : i32
  %b = arith.subi %c1, %a : i32
  return %b : i32
}

// -----

// CASE: subi_subi_lhs_lhs_i8
func.func @f(%x: i8) -> i8 {
  %c0 = arith.constant 100 : i8
  %c1 = arith.constant 100 : i8
  %a = arith.subi %c0, %x : i8
  %b = arith.subi %c1, %a : i8
  return %b : i8
}

// -----

// CASE: subi_subi_lhs_lhs_index
func.func @f(%x: index) -> index {
  %c0 = arith.constant 5 : index
  %c1 = arith.constant 7 : index
  %a = arith.subi %c0, %x : index
  %b = arith.subi %c1, %a : index
  return %b : index
}

// -----

// CASE: subi_subi_lhs_lhs_vector4xi32
func.func @f(%x: vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant dense<5> : vector<4xi32>
  %c1 = arith.constant dense<7> : vector<4xi32>
  %a = arith.subi %c0, %x : vector<4xi32>
  %b = arith.subi %c1, %a : vector<4xi32>
  return %b : vector<4xi32>
}

// -----

// CASE: muli_muli_i32
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.muli %x, %c0 : i32
  %b = arith.muli %a, %c1 : i32
  return %b : i32
}

// -----

// CASE: muli_muli_i8
func.func @f(%x: i8) -> i8 {
  %c0 = arith.constant 100 : i8
  %c1 = arith.constant 100 : i8
  %a = arith.muli %x, %c0 : i8
  %b = arith.muli %a, %c1 : i8
  return %b : i8
}

// -----

// CASE: muli_muli_index
func.func @f(%x: index) -> index {
  %c0 = arith.constant 5 : index
  %c1 = arith.constant 7 : index
  %a = arith.muli %x, %c0 : index
  %b = arith.muli %a, %c1 : index
  return %b : index
}

// -----

// CASE: muli_muli_vector4xi32
func.func @f(%x: vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant dense<5> : vector<4xi32>
  %c1 = arith.constant dense<7> : vector<4xi32>
  %a = arith.muli %x, %c0 : vector<4xi32>
  %b = arith.muli %a, %c1 : vector<4xi32>
  return %b : vector<4xi32>
}

// -----

// CASE: addi_addi_flags_nsw_nsw
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 3 : i32
  %c1 = arith.constant 4 : i32
  %a = arith.addi %x, %c0 overflow<nsw> : i32
  %b = arith.addi %a, %c1 overflow<nsw> : i32
  return %b : i32
}

// -----

// CASE: subi_subi_flags_nsw_nsw
func.func @f(%x: i64) -> i64 {
  %c0 = arith.constant 3 : i64
  %c1 = arith.constant 4 : i64
  %a = arith.subi %x, %c0 overflow<nsw> : i64
  %b = arith.subi %a, %c1 overflow<nsw> : i64
  return %b : i64
}

// -----

// CASE: addi_addi_flags_nsw_nuw
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 3 : i32
  %c1 = arith.constant 4 : i32
  %a = arith.addi %x, %c0 overflow<nsw> : i32
  %b = arith.addi %a, %c1 overflow<nuw> : i32
  return %b : i32
}

// -----

// CASE: subi_subi_flags_nsw_nuw
func.func @f(%x: i64) -> i64 {
  %c0 = arith.constant 3 : i64
  %c1 = arith.constant 4 : i64
  %a = arith.subi %x, %c0 overflow<nsw> : i64
  %b = arith.subi %a, %c1 overflow<nuw> : i64
  return %b : i64
}

// -----

// CASE: addi_addi_flags_nsw_nuw_nuw
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 3 : i32
  %c1 = arith.constant 4 : i32
  %a = arith.addi %x, %c0 overflow<nsw, nuw> : i32
  %b = arith.addi %a, %c1 overflow<nuw> : i32
  return %b : i32
}

// -----

// CASE: subi_subi_flags_nsw_nuw_nuw
func.func @f(%x: i64) -> i64 {
  %c0 = arith.constant 3 : i64
  %c1 = arith.constant 4 : i64
  %a = arith.subi %x, %c0 overflow<nsw, nuw> : i64
  %b = arith.subi %a, %c1 overflow<nuw> : i64
  return %b : i64
}

// -----

// CASE: addi_addi_flags_nuw_nsw_nuw
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 3 : i32
  %c1 = arith.constant 4 : i32
  %a = arith.addi %x, %c0 overflow<nuw> : i32
  %b = arith.addi %a, %c1 overflow<nsw, nuw> : i32
  return %b : i32
}

// -----

// CASE: subi_subi_flags_nuw_nsw_nuw
func.func @f(%x: i64) -> i64 {
  %c0 = arith.constant 3 : i64
  %c1 = arith.constant 4 : i64
  %a = arith.subi %x, %c0 overflow<nuw> : i64
  %b = arith.subi %a, %c1 overflow<nsw, nuw> : i64
  return %b : i64
}

// -----

// CASE: addi_addi_inner_used
func.func @f(%x: i32) -> (i32, i32) {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 9 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.addi %a, %c1 : i32
  return %a, %b : i32, i32
}

// -----

// CASE: addi_chain_four
func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c1 : i32
  %c = arith.addi %b, %c1 : i32
  %d = arith.addi %c, %c1 : i32
  return %d : i32
}

// -----

// CASE: addi_wraps_i8
func.func @f(%x: i8) -> i8 {
  %c0 = arith.constant 127 : i8
  %c1 = arith.constant 1 : i8
  %a = arith.addi %x, %c0 : i8
  %b = arith.addi %a, %c1 : i8
  return %b : i8
}

// -----

// CASE: subi_sub_self
func.func @f(%x: i32, %y: i32) -> i32 {
  %a = arith.subi %x, %y : i32
  %b = arith.subi %a, %x : i32
  return %b : i32
}

// -----

// CASE: subi_sub_self_vector
func.func @f(%x: vector<3xi64>, %y: vector<3xi64>) -> vector<3xi64> {
  %a = arith.subi %x, %y overflow<nsw> : vector<3xi64>
  %b = arith.subi %a, %x overflow<nsw> : vector<3xi64>
  return %b : vector<3xi64>
}

// -----

// CASE: addi_mul_neg_one_rhs_i32
func.func @f(%x: i32, %y: i32) -> i32 {
  %m = arith.constant -1 : i32
  %a = arith.muli %y, %m : i32
  %b = arith.addi %x, %a : i32
  return %b : i32
}

// -----

// CASE: addi_mul_neg_one_lhs_i32
func.func @f(%x: i32, %y: i32) -> i32 {
  %m = arith.constant -1 : i32
  %a = arith.muli %x, %m : i32
  %b = arith.addi %a, %y : i32
  return %b : i32
}

// -----

// CASE: addi_mul_neg_one_rhs_vector2xi16
func.func @f(%x: vector<2xi16>, %y: vector<2xi16>) -> vector<2xi16> {
  %m = arith.constant dense<-1> : vector<2xi16>
  %a = arith.muli %y, %m : vector<2xi16>
  %b = arith.addi %x, %a : vector<2xi16>
  return %b : vector<2xi16>
}

// -----

// CASE: addi_mul_neg_one_lhs_vector2xi16
func.func @f(%x: vector<2xi16>, %y: vector<2xi16>) -> vector<2xi16> {
  %m = arith.constant dense<-1> : vector<2xi16>
  %a = arith.muli %x, %m : vector<2xi16>
  %b = arith.addi %a, %y : vector<2xi16>
  return %b : vector<2xi16>
}

// -----

// CASE: addi_mul_neg_one_rhs_index
func.func @f(%x: index, %y: index) -> index {
  %m = arith.constant -1 : index
  %a = arith.muli %y, %m : index
  %b = arith.addi %x, %a : index
  return %b : index
}

// -----

// CASE: addi_mul_neg_one_lhs_index
func.func @f(%x: index, %y: index) -> index {
  %m = arith.constant -1 : index
  %a = arith.muli %x, %m : index
  %b = arith.addi %a, %y : index
  return %b : index
}

// -----

// CASE: addi_mul_neg_two
func.func @f(%x: i32, %y: i32) -> i32 {
  %m = arith.constant -2 : i32
  %a = arith.muli %y, %m : i32
  %b = arith.addi %x, %a : i32
  return %b : i32
}

// -----

// CASE: muli_muli_i1
func.func @f(%x: i1) -> i1 {
  %t = arith.constant true
  %a = arith.muli %x, %t : i1
  %b = arith.muli %a, %t : i1
  return %b : i1
}

// -----

// CASE: addui_extended_low_only_i32
func.func @f(%x: i32, %y: i32) -> i32 {
  %lo, %hi = arith.addui_extended %x, %y : i32, i1
  return %lo : i32
}

// -----

// CASE: addui_extended_both_used_i32
func.func @f(%x: i32, %y: i32) -> (i32, i1) {
  %lo, %hi = arith.addui_extended %x, %y : i32, i1
  return %lo, %hi : i32, i1
}

// -----

// CASE: addui_extended_low_only_vector2xi8
func.func @f(%x: vector<2xi8>, %y: vector<2xi8>) -> vector<2xi8> {
  %lo, %hi = arith.addui_extended %x, %y : vector<2xi8>, vector<2xi1>
  return %lo : vector<2xi8>
}

// -----

// CASE: addui_extended_both_used_vector2xi8
func.func @f(%x: vector<2xi8>, %y: vector<2xi8>) -> (vector<2xi8>, vector<2xi1>) {
  %lo, %hi = arith.addui_extended %x, %y : vector<2xi8>, vector<2xi1>
  return %lo, %hi : vector<2xi8>, vector<2xi1>
}

// -----

// CASE: mulsi_extended_low_only_i32
func.func @f(%x: i32, %y: i32) -> i32 {
  %lo, %hi = arith.mulsi_extended %x, %y : i32
  return %lo : i32
}

// -----

// CASE: mulsi_extended_both_used_i32
func.func @f(%x: i32, %y: i32) -> (i32, i32) {
  %lo, %hi = arith.mulsi_extended %x, %y : i32
  return %lo, %hi : i32, i32
}

// -----

// CASE: mulsi_extended_low_only_vector2xi8
func.func @f(%x: vector<2xi8>, %y: vector<2xi8>) -> vector<2xi8> {
  %lo, %hi = arith.mulsi_extended %x, %y : vector<2xi8>
  return %lo : vector<2xi8>
}

// -----

// CASE: mulsi_extended_both_used_vector2xi8
func.func @f(%x: vector<2xi8>, %y: vector<2xi8>) -> (vector<2xi8>, vector<2xi8>) {
  %lo, %hi = arith.mulsi_extended %x, %y : vector<2xi8>
  return %lo, %hi : vector<2xi8>, vector<2xi8>
}

// -----

// CASE: mului_extended_low_only_i32
func.func @f(%x: i32, %y: i32) -> i32 {
  %lo, %hi = arith.mului_extended %x, %y : i32
  return %lo : i32
}

// -----

// CASE: mului_extended_both_used_i32
func.func @f(%x: i32, %y: i32) -> (i32, i32) {
  %lo, %hi = arith.mului_extended %x, %y : i32
  return %lo, %hi : i32, i32
}

// -----

// CASE: mului_extended_low_only_vector2xi8
func.func @f(%x: vector<2xi8>, %y: vector<2xi8>) -> vector<2xi8> {
  %lo, %hi = arith.mului_extended %x, %y : vector<2xi8>
  return %lo : vector<2xi8>
}

// -----

// CASE: mului_extended_both_used_vector2xi8
func.func @f(%x: vector<2xi8>, %y: vector<2xi8>) -> (vector<2xi8>, vector<2xi8>) {
  %lo, %hi = arith.mului_extended %x, %y : vector<2xi8>
  return %lo, %hi : vector<2xi8>, vector<2xi8>
}

// -----

// CASE: mulsi_extended_one_i32
func.func @f(%x: i32) -> (i32, i32) {
  %one = arith.constant 1 : i32
  %lo, %hi = arith.mulsi_extended %x, %one : i32
  return %lo, %hi : i32, i32
}

// -----

// CASE: mulsi_extended_one_i64
func.func @f(%x: i64) -> (i64, i64) {
  %one = arith.constant 1 : i64
  %lo, %hi = arith.mulsi_extended %x, %one : i64
  return %lo, %hi : i64, i64
}

// -----

// CASE: mulsi_extended_one_vector2xi32
func.func @f(%x: vector<2xi32>) -> (vector<2xi32>, vector<2xi32>) {
  %one = arith.constant dense<1> : vector<2xi32>
  %lo, %hi = arith.mulsi_extended %x, %one : vector<2xi32>
  return %lo, %hi : vector<2xi32>, vector<2xi32>
}

// -----

// CASE: mulsi_extended_one_i1
func.func @f(%x: i1) -> (i1, i1) {
  %one = arith.constant true
  %lo, %hi = arith.mulsi_extended %x, %one : i1
  return %lo, %hi : i1, i1
}

// -----

// CASE: xori_not_cmpi_eq
func.func @f(%a: i32, %b: i32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpi eq, %a, %b : i32
  %n = arith.xori %c, %t : i1
  return %n : i1
}

// -----

// CASE: xori_not_cmpi_ne
func.func @f(%a: i32, %b: i32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpi ne, %a, %b : i32
  %n = arith.xori %c, %t : i1
  return %n : i1
}

// -----

// CASE: xori_not_cmpi_slt
func.func @f(%a: i32, %b: i32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpi slt, %a, %b : i32
  %n = arith.xori %c, %t : i1
  return %n : i1
}

// -----

// CASE: xori_not_cmpi_sle
func.func @f(%a: i32, %b: i32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpi sle, %a, %b : i32
  %n = arith.xori %c, %t : i1
  return %n : i1
}

// -----

// CASE: xori_not_cmpi_sgt
func.func @f(%a: i32, %b: i32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpi sgt, %a, %b : i32
  %n = arith.xori %c, %t : i1
  return %n : i1
}

// -----

// CASE: xori_not_cmpi_sge
func.func @f(%a: i32, %b: i32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpi sge, %a, %b : i32
  %n = arith.xori %c, %t : i1
  return %n : i1
}

// -----

// CASE: xori_not_cmpi_ult
func.func @f(%a: i32, %b: i32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpi ult, %a, %b : i32
  %n = arith.xori %c, %t : i1
  return %n : i1
}

// -----

// CASE: xori_not_cmpi_ule
func.func @f(%a: i32, %b: i32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpi ule, %a, %b : i32
  %n = arith.xori %c, %t : i1
  return %n : i1
}

// -----

// CASE: xori_not_cmpi_ugt
func.func @f(%a: i32, %b: i32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpi ugt, %a, %b : i32
  %n = arith.xori %c, %t : i1
  return %n : i1
}

// -----

// CASE: xori_not_cmpi_uge
func.func @f(%a: i32, %b: i32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpi uge, %a, %b : i32
  %n = arith.xori %c, %t : i1
  return %n : i1
}

// -----

// CASE: xori_not_cmpi_vector
func.func @f(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi1> {
  %t = arith.constant dense<true> : vector<4xi1>
  %c = arith.cmpi slt, %a, %b : vector<4xi32>
  %n = arith.xori %c, %t : vector<4xi1>
  return %n : vector<4xi1>
}

// -----

// CASE: xori_cmpi_false
func.func @f(%a: i32, %b: i32) -> i1 {
  %f = arith.constant false
  %c = arith.cmpi slt, %a, %b : i32
  %n = arith.xori %c, %f : i1
  return %n : i1
}

// -----

// CASE: xori_of_extui
func.func @f(%a: i8, %b: i8) -> i32 {
  %x = arith.extui %a : i8 to i32
  %y = arith.extui %b : i8 to i32
  %r = arith.xori %x, %y : i32
  return %r : i32
}

// -----

// CASE: xori_of_extui_mixed_widths
func.func @f(%a: i8, %b: i16) -> i32 {
  %x = arith.extui %a : i8 to i32
  %y = arith.extui %b : i16 to i32
  %r = arith.xori %x, %y : i32
  return %r : i32
}

// -----

// CASE: xori_of_extsi
func.func @f(%a: i8, %b: i8) -> i32 {
  %x = arith.extsi %a : i8 to i32
  %y = arith.extsi %b : i8 to i32
  %r = arith.xori %x, %y : i32
  return %r : i32
}

// -----

// CASE: xori_of_extsi_mixed_widths
func.func @f(%a: i8, %b: i16) -> i32 {
  %x = arith.extsi %a : i8 to i32
  %y = arith.extsi %b : i16 to i32
  %r = arith.xori %x, %y : i32
  return %r : i32
}

// -----

// CASE: andi_of_extui
func.func @f(%a: i8, %b: i8) -> i32 {
  %x = arith.extui %a : i8 to i32
  %y = arith.extui %b : i8 to i32
  %r = arith.andi %x, %y : i32
  return %r : i32
}

// -----

// CASE: andi_of_extui_mixed_widths
func.func @f(%a: i8, %b: i16) -> i32 {
  %x = arith.extui %a : i8 to i32
  %y = arith.extui %b : i16 to i32
  %r = arith.andi %x, %y : i32
  return %r : i32
}

// -----

// CASE: andi_of_extsi
func.func @f(%a: i8, %b: i8) -> i32 {
  %x = arith.extsi %a : i8 to i32
  %y = arith.extsi %b : i8 to i32
  %r = arith.andi %x, %y : i32
  return %r : i32
}

// -----

// CASE: andi_of_extsi_mixed_widths
func.func @f(%a: i8, %b: i16) -> i32 {
  %x = arith.extsi %a : i8 to i32
  %y = arith.extsi %b : i16 to i32
  %r = arith.andi %x, %y : i32
  return %r : i32
}

// -----

// CASE: ori_of_extui
func.func @f(%a: i8, %b: i8) -> i32 {
  %x = arith.extui %a : i8 to i32
  %y = arith.extui %b : i8 to i32
  %r = arith.ori %x, %y : i32
  return %r : i32
}

// -----

// CASE: ori_of_extui_mixed_widths
func.func @f(%a: i8, %b: i16) -> i32 {
  %x = arith.extui %a : i8 to i32
  %y = arith.extui %b : i16 to i32
  %r = arith.ori %x, %y : i32
  return %r : i32
}

// -----

// CASE: ori_of_extsi
func.func @f(%a: i8, %b: i8) -> i32 {
  %x = arith.extsi %a : i8 to i32
  %y = arith.extsi %b : i8 to i32
  %r = arith.ori %x, %y : i32
  return %r : i32
}

// -----

// CASE: ori_of_extsi_mixed_widths
func.func @f(%a: i8, %b: i16) -> i32 {
  %x = arith.extsi %a : i8 to i32
  %y = arith.extsi %b : i16 to i32
  %r = arith.ori %x, %y : i32
  return %r : i32
}

// -----

// CASE: andi_of_extui_extsi
func.func @f(%a: i8, %b: i8) -> i32 {
  %x = arith.extui %a : i8 to i32
  %y = arith.extsi %b : i8 to i32
  %r = arith.andi %x, %y : i32
  return %r : i32
}

// -----

// CASE: cmpi_eq_extsi
func.func @f(%a: i8, %b: i8) -> i1 {
  %x = arith.extsi %a : i8 to i32
  %y = arith.extsi %b : i8 to i32
  %r = arith.cmpi eq, %x, %y : i32
  return %r : i1
}

// -----

// CASE: cmpi_eq_extui
func.func @f(%a: i8, %b: i8) -> i1 {
  %x = arith.extui %a : i8 to i32
  %y = arith.extui %b : i8 to i32
  %r = arith.cmpi eq, %x, %y : i32
  return %r : i1
}

// -----

// CASE: cmpi_ne_extsi
func.func @f(%a: i8, %b: i8) -> i1 {
  %x = arith.extsi %a : i8 to i32
  %y = arith.extsi %b : i8 to i32
  %r = arith.cmpi ne, %x, %y : i32
  return %r : i1
}

// -----

// CASE: cmpi_ne_extui
func.func @f(%a: i8, %b: i8) -> i1 {
  %x = arith.extui %a : i8 to i32
  %y = arith.extui %b : i8 to i32
  %r = arith.cmpi ne, %x, %y : i32
  return %r : i1
}

// -----

// CASE: cmpi_slt_extsi
func.func @f(%a: i8, %b: i8) -> i1 {
  %x = arith.extsi %a : i8 to i32
  %y = arith.extsi %b : i8 to i32
  %r = arith.cmpi slt, %x, %y : i32
  return %r : i1
}

// -----

// CASE: cmpi_slt_extui
func.func @f(%a: i8, %b: i8) -> i1 {
  %x = arith.extui %a : i8 to i32
  %y = arith.extui %b : i8 to i32
  %r = arith.cmpi slt, %x, %y : i32
  return %r : i1
}

// -----

// CASE: cmpi_ugt_extsi
func.func @f(%a: i8, %b: i8) -> i1 {
  %x = arith.extsi %a : i8 to i32
  %y = arith.extsi %b : i8 to i32
  %r = arith.cmpi ugt, %x, %y : i32
  return %r : i1
}

// -----

// CASE: cmpi_ugt_extui
func.func @f(%a: i8, %b: i8) -> i1 {
  %x = arith.extui %a : i8 to i32
  %y = arith.extui %b : i8 to i32
  %r = arith.cmpi ugt, %x, %y : i32
  return %r : i1
}

// -----

// CASE: select_not_cond
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = arith.select %n, %a, %b : i32
  return %r : i32
}

// -----

// CASE: select_not_cond_vector
func.func @f(%c: vector<2xi1>, %a: vector<2xf32>, %b: vector<2xf32>) -> vector<2xf32> {
  %t = arith.constant dense<true> : vector<2xi1>
  %n = arith.xori %c, %t : vector<2xi1>
  %r = arith.select %n, %a, %b : vector<2xi1>, vector<2xf32>
  return %r : vector<2xf32>
}

// -----

// CASE: select_redundant_true
func.func @f(%c: i1, %a: i32, %b: i32, %d: i32) -> i32 {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %0, %d : i32
  return %1 : i32
}

// -----

// CASE: select_redundant_false
func.func @f(%c: i1, %a: i32, %b: i32, %d: i32) -> i32 {
  %0 = arith.select %c, %b, %d : i32
  %1 = arith.select %c, %a, %0 : i32
  return %1 : i32
}

// -----

// CASE: select_other_cond
func.func @f(%c: i1, %e: i1, %a: i32, %b: i32, %d: i32) -> i32 {
  %0 = arith.select %e, %a, %b : i32
  %1 = arith.select %c, %0, %d : i32
  return %1 : i32
}

// -----

// CASE: select_i1_to_not
func.func @f(%c: i1) -> i1 {
  %f = arith.constant false
  %t = arith.constant true
  %r = arith.select %c, %f, %t : i1
  return %r : i1
}

// -----

// CASE: select_i1_identity
func.func @f(%c: i1) -> i1 {
  %f = arith.constant false
  %t = arith.constant true
  %r = arith.select %c, %t, %f : i1
  return %r : i1
}

// -----

// CASE: select_to_extui_i8
func.func @f(%c: i1) -> i8 {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %r = arith.select %c, %o, %z : i8
  return %r : i8
}

// -----

// CASE: select_to_extui_not_i8
func.func @f(%c: i1) -> i8 {
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  %r = arith.select %c, %z, %o : i8
  return %r : i8
}

// -----

// CASE: select_to_extui_i32
func.func @f(%c: i1) -> i32 {
  %z = arith.constant 0 : i32
  %o = arith.constant 1 : i32
  %r = arith.select %c, %o, %z : i32
  return %r : i32
}

// -----

// CASE: select_to_extui_not_i32
func.func @f(%c: i1) -> i32 {
  %z = arith.constant 0 : i32
  %o = arith.constant 1 : i32
  %r = arith.select %c, %z, %o : i32
  return %r : i32
}

// -----

// CASE: select_to_extui_i64
func.func @f(%c: i1) -> i64 {
  %z = arith.constant 0 : i64
  %o = arith.constant 1 : i64
  %r = arith.select %c, %o, %z : i64
  return %r : i64
}

// -----

// CASE: select_to_extui_not_i64
func.func @f(%c: i1) -> i64 {
  %z = arith.constant 0 : i64
  %o = arith.constant 1 : i64
  %r = arith.select %c, %z, %o : i64
  return %r : i64
}

// -----

// CASE: select_to_extui_vector_no
func.func @f(%c: i1) -> vector<2xi32> {
  %z = arith.constant dense<0> : vector<2xi32>
  %o = arith.constant dense<1> : vector<2xi32>
  %r = arith.select %c, %o, %z : vector<2xi32>
  return %r : vector<2xi32>
}

// -----

// CASE: select_two_and_zero
func.func @f(%c: i1) -> i32 {
  %z = arith.constant 0 : i32
  %o = arith.constant 2 : i32
  %r = arith.select %c, %o, %z : i32
  return %r : i32
}

// -----

// CASE: select_same_value
func.func @f(%c: i1, %a: f32) -> f32 {
  %r = arith.select %c, %a, %a : f32
  return %r : f32
}

// -----

// CASE: select_const_cond
func.func @f(%a: f32, %b: f32) -> (f32, f32) {
  %t = arith.constant true
  %f = arith.constant false
  %r = arith.select %t, %a, %b : f32
  %s = arith.select %f, %a, %b : f32
  return %r, %s : f32, f32
}

// -----

// CASE: select_cmp_eq
func.func @f(%a: i64, %b: i64) -> (i64, i64) {
  %c = arith.cmpi eq, %a, %b : i64
  %r = arith.select %c, %a, %b : i64
  %d = arith.cmpi ne, %a, %b : i64
  %s = arith.select %d, %a, %b : i64
  return %r, %s : i64, i64
}

// -----

// CASE: index_cast_round_trip
func.func @f(%x: i32) -> i32 {
  %a = arith.index_cast %x : i32 to index
  %b = arith.index_cast %a : index to i32
  return %b : i32
}

// -----

// CASE: index_cast_other_width
func.func @f(%x: i32) -> i64 {
  %a = arith.index_cast %x : i32 to index
  %b = arith.index_cast %a : index to i64
  return %b : i64
}

// -----

// CASE: index_cast_of_extsi
func.func @f(%x: i8) -> index {
  %a = arith.extsi %x : i8 to i32
  %b = arith.index_cast %a : i32 to index
  return %b : index
}

// -----

// CASE: index_castui_round_trip
func.func @f(%x: index) -> index {
  %a = arith.index_castui %x : index to i64
  %b = arith.index_castui %a : i64 to index
  return %b : index
}

// -----

// CASE: index_castui_of_extui
func.func @f(%x: i16) -> index {
  %a = arith.extui %x : i16 to i64
  %b = arith.index_castui %a : i64 to index
  return %b : index
}

// -----

// CASE: index_castui_of_extsi_no
func.func @f(%x: i16) -> index {
  %a = arith.extsi %x : i16 to i64
  %b = arith.index_castui %a : i64 to index
  return %b : index
}

// -----

// CASE: bitcast_of_bitcast
func.func @f(%x: i32) -> i32 {
  %a = arith.bitcast %x : i32 to f32
  %b = arith.bitcast %a : f32 to i32
  return %b : i32
}

// -----

// CASE: bitcast_chain_three
func.func @f(%x: f16) -> bf16 {
  %a = arith.bitcast %x : f16 to i16
  %b = arith.bitcast %a : i16 to bf16
  return %b : bf16
}

// -----

// CASE: extsi_of_extui
func.func @f(%x: i8) -> i64 {
  %a = arith.extui %x : i8 to i32
  %b = arith.extsi %a : i32 to i64
  return %b : i64
}

// -----

// CASE: trunci_of_extsi_wider
func.func @f(%x: i8) -> i16 {
  %a = arith.extsi %x : i8 to i64
  %b = arith.trunci %a : i64 to i16
  return %b : i16
}

// -----

// CASE: trunci_of_extsi_same
func.func @f(%x: i8) -> i8 {
  %a = arith.extsi %x : i8 to i64
  %b = arith.trunci %a : i64 to i8
  return %b : i8
}

// -----

// CASE: trunci_of_extsi_narrower
func.func @f(%x: i16) -> i8 {
  %a = arith.extsi %x : i16 to i64
  %b = arith.trunci %a : i64 to i8
  return %b : i8
}

// -----

// CASE: trunci_of_extui_wider
func.func @f(%x: i8) -> i16 {
  %a = arith.extui %x : i8 to i64
  %b = arith.trunci %a : i64 to i16
  return %b : i16
}

// -----

// CASE: trunci_of_extui_same
func.func @f(%x: i8) -> i8 {
  %a = arith.extui %x : i8 to i64
  %b = arith.trunci %a : i64 to i8
  return %b : i8
}

// -----

// CASE: trunci_of_extui_narrower
func.func @f(%x: i16) -> i8 {
  %a = arith.extui %x : i16 to i64
  %b = arith.trunci %a : i64 to i8
  return %b : i8
}

// -----

// CASE: trunci_shrsi
func.func @f(%x: i64) -> i32 {
  %c = arith.constant 32 : i64
  %a = arith.shrsi %x, %c : i64
  %b = arith.trunci %a : i64 to i32
  return %b : i32
}

// -----

// CASE: trunci_shrsi_exact
func.func @f(%x: i64) -> i32 {
  %c = arith.constant 32 : i64
  %a = arith.shrsi %x, %c exact : i64
  %b = arith.trunci %a : i64 to i32
  return %b : i32
}

// -----

// CASE: trunci_shrsi_other_amount
func.func @f(%x: i64) -> i32 {
  %c = arith.constant 31 : i64
  %a = arith.shrsi %x, %c : i64
  %b = arith.trunci %a : i64 to i32
  return %b : i32
}

// -----

// CASE: trunci_shrsi_vector
func.func @f(%x: vector<2xi32>) -> vector<2xi16> {
  %c = arith.constant dense<16> : vector<2xi32>
  %a = arith.shrsi %x, %c : vector<2xi32>
  %b = arith.trunci %a : vector<2xi32> to vector<2xi16>
  return %b : vector<2xi16>
}

// -----

// CASE: truncf_of_sitofp
func.func @f(%x: i32) -> f32 {
  %a = arith.sitofp %x : i32 to f64
  %b = arith.truncf %a : f64 to f32
  return %b : f32
}

// -----

// CASE: truncf_of_sitofp_rounding
func.func @f(%x: i32) -> f32 {
  %a = arith.sitofp %x : i32 to f64
  %b = arith.truncf %a to_nearest_away : f64 to f32
  return %b : f32
}

// -----

// CASE: truncf_of_uitofp
func.func @f(%x: i32) -> f32 {
  %a = arith.uitofp %x : i32 to f64
  %b = arith.truncf %a : f64 to f32
  return %b : f32
}

// -----

// CASE: truncf_of_uitofp_rounding
func.func @f(%x: i32) -> f32 {
  %a = arith.uitofp %x : i32 to f64
  %b = arith.truncf %a to_nearest_away : f64 to f32
  return %b : f32
}

// -----

// CASE: mulf_of_negf
func.func @f(%x: f32, %y: f32) -> f32 {
  %a = arith.negf %x : f32
  %b = arith.negf %y : f32
  %r = arith.mulf %a, %b fastmath<fast> : f32
  return %r : f32
}

// -----

// CASE: mulf_of_one_negf
func.func @f(%x: f32, %y: f32) -> f32 {
  %a = arith.negf %x : f32
  %r = arith.mulf %a, %y : f32
  return %r : f32
}

// -----

// CASE: divf_of_negf
func.func @f(%x: f32, %y: f32) -> f32 {
  %a = arith.negf %x : f32
  %b = arith.negf %y : f32
  %r = arith.divf %a, %b fastmath<fast> : f32
  return %r : f32
}

// -----

// CASE: divf_of_one_negf
func.func @f(%x: f32, %y: f32) -> f32 {
  %a = arith.negf %x : f32
  %r = arith.divf %a, %y : f32
  return %r : f32
}

// -----

// CASE: cmpf_sitofp_i8_one_4p0
func.func @f(%x: i8) -> i1 {
  %k = arith.constant 4.0 : f32
  %e = arith.sitofp %x : i8 to f32
  %r = arith.cmpf one, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i8_ule_4p5
func.func @f(%x: i8) -> i1 {
  %k = arith.constant 4.5 : f32
  %e = arith.sitofp %x : i8 to f32
  %r = arith.cmpf ule, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i8_uge_m4p5
func.func @f(%x: i8) -> i1 {
  %k = arith.constant -4.5 : f32
  %e = arith.sitofp %x : i8 to f32
  %r = arith.cmpf uge, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i8_ord_0p0
func.func @f(%x: i8) -> i1 {
  %k = arith.constant 0.0 : f32
  %e = arith.sitofp %x : i8 to f32
  %r = arith.cmpf ord, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i8_ugt_m0p0
func.func @f(%x: i8) -> i1 {
  %k = arith.constant -0.0 : f32
  %e = arith.sitofp %x : i8 to f32
  %r = arith.cmpf ugt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i8_ult_1p0e10
func.func @f(%x: i8) -> i1 {
  %k = arith.constant 1.0e10 : f32
  %e = arith.sitofp %x : i8 to f32
  %r = arith.cmpf ult, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i8_ole_m1p0e10
func.func @f(%x: i8) -> i1 {
  %k = arith.constant -1.0e10 : f32
  %e = arith.sitofp %x : i8 to f32
  %r = arith.cmpf ole, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i8_ogt_255p0
func.func @f(%x: i8) -> i1 {
  %k = arith.constant 255.0 : f32
  %e = arith.sitofp %x : i8 to f32
  %r = arith.cmpf ogt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i8_uge_256p0
func.func @f(%x: i8) -> i1 {
  %k = arith.constant 256.0 : f32
  %e = arith.sitofp %x : i8 to f32
  %r = arith.cmpf uge, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i8_ogt_m128p0
func.func @f(%x: i8) -> i1 {
  %k = arith.constant -128.0 : f32
  %e = arith.sitofp %x : i8 to f32
  %r = arith.cmpf ogt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i8_ogt_m129p0
func.func @f(%x: i8) -> i1 {
  %k = arith.constant -129.0 : f32
  %e = arith.sitofp %x : i8 to f32
  %r = arith.cmpf ogt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i8_uge_0x7F800000
func.func @f(%x: i8) -> i1 {
  %k = arith.constant 0x7F800000 : f32
  %e = arith.sitofp %x : i8 to f32
  %r = arith.cmpf uge, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i8_one_0xFF800000
func.func @f(%x: i8) -> i1 {
  %k = arith.constant 0xFF800000 : f32
  %e = arith.sitofp %x : i8 to f32
  %r = arith.cmpf one, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i8_ugt_0x7FC00000
func.func @f(%x: i8) -> i1 {
  %k = arith.constant 0x7FC00000 : f32
  %e = arith.sitofp %x : i8 to f32
  %r = arith.cmpf ugt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i8_une_4p0
func.func @f(%x: i8) -> i1 {
  %k = arith.constant 4.0 : f32
  %e = arith.uitofp %x : i8 to f32
  %r = arith.cmpf une, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i8_ogt_4p5
func.func @f(%x: i8) -> i1 {
  %k = arith.constant 4.5 : f32
  %e = arith.uitofp %x : i8 to f32
  %r = arith.cmpf ogt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i8_une_m4p5
func.func @f(%x: i8) -> i1 {
  %k = arith.constant -4.5 : f32
  %e = arith.uitofp %x : i8 to f32
  %r = arith.cmpf une, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i8_ugt_0p0
func.func @f(%x: i8) -> i1 {
  %k = arith.constant 0.0 : f32
  %e = arith.uitofp %x : i8 to f32
  %r = arith.cmpf ugt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i8_uno_m0p0
func.func @f(%x: i8) -> i1 {
  %k = arith.constant -0.0 : f32
  %e = arith.uitofp %x : i8 to f32
  %r = arith.cmpf uno, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i8_ueq_1p0e10
func.func @f(%x: i8) -> i1 {
  %k = arith.constant 1.0e10 : f32
  %e = arith.uitofp %x : i8 to f32
  %r = arith.cmpf ueq, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i8_ueq_m1p0e10
func.func @f(%x: i8) -> i1 {
  %k = arith.constant -1.0e10 : f32
  %e = arith.uitofp %x : i8 to f32
  %r = arith.cmpf ueq, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i8_ord_255p0
func.func @f(%x: i8) -> i1 {
  %k = arith.constant 255.0 : f32
  %e = arith.uitofp %x : i8 to f32
  %r = arith.cmpf ord, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i8_one_256p0
func.func @f(%x: i8) -> i1 {
  %k = arith.constant 256.0 : f32
  %e = arith.uitofp %x : i8 to f32
  %r = arith.cmpf one, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i8_ogt_m128p0
func.func @f(%x: i8) -> i1 {
  %k = arith.constant -128.0 : f32
  %e = arith.uitofp %x : i8 to f32
  %r = arith.cmpf ogt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i8_ole_m129p0
func.func @f(%x: i8) -> i1 {
  %k = arith.constant -129.0 : f32
  %e = arith.uitofp %x : i8 to f32
  %r = arith.cmpf ole, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i8_uno_0x7F800000
func.func @f(%x: i8) -> i1 {
  %k = arith.constant 0x7F800000 : f32
  %e = arith.uitofp %x : i8 to f32
  %r = arith.cmpf uno, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i8_oge_0xFF800000
func.func @f(%x: i8) -> i1 {
  %k = arith.constant 0xFF800000 : f32
  %e = arith.uitofp %x : i8 to f32
  %r = arith.cmpf oge, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i8_oge_0x7FC00000
func.func @f(%x: i8) -> i1 {
  %k = arith.constant 0x7FC00000 : f32
  %e = arith.uitofp %x : i8 to f32
  %r = arith.cmpf oge, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i32_ord_4p0
func.func @f(%x: i32) -> i1 {
  %k = arith.constant 4.0 : f32
  %e = arith.sitofp %x : i32 to f32
  %r = arith.cmpf ord, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i32_ogt_4p5
func.func @f(%x: i32) -> i1 {
  %k = arith.constant 4.5 : f32
  %e = arith.sitofp %x : i32 to f32
  %r = arith.cmpf ogt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i32_oge_m4p5
func.func @f(%x: i32) -> i1 {
  %k = arith.constant -4.5 : f32
  %e = arith.sitofp %x : i32 to f32
  %r = arith.cmpf oge, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i32_ord_0p0
func.func @f(%x: i32) -> i1 {
  %k = arith.constant 0.0 : f32
  %e = arith.sitofp %x : i32 to f32
  %r = arith.cmpf ord, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i32_ugt_m0p0
func.func @f(%x: i32) -> i1 {
  %k = arith.constant -0.0 : f32
  %e = arith.sitofp %x : i32 to f32
  %r = arith.cmpf ugt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i32_ugt_1p0e10
func.func @f(%x: i32) -> i1 {
  %k = arith.constant 1.0e10 : f32
  %e = arith.sitofp %x : i32 to f32
  %r = arith.cmpf ugt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i32_ult_m1p0e10
func.func @f(%x: i32) -> i1 {
  %k = arith.constant -1.0e10 : f32
  %e = arith.sitofp %x : i32 to f32
  %r = arith.cmpf ult, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i32_olt_255p0
func.func @f(%x: i32) -> i1 {
  %k = arith.constant 255.0 : f32
  %e = arith.sitofp %x : i32 to f32
  %r = arith.cmpf olt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i32_olt_256p0
func.func @f(%x: i32) -> i1 {
  %k = arith.constant 256.0 : f32
  %e = arith.sitofp %x : i32 to f32
  %r = arith.cmpf olt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i32_ult_m128p0
func.func @f(%x: i32) -> i1 {
  %k = arith.constant -128.0 : f32
  %e = arith.sitofp %x : i32 to f32
  %r = arith.cmpf ult, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i32_ugt_m129p0
func.func @f(%x: i32) -> i1 {
  %k = arith.constant -129.0 : f32
  %e = arith.sitofp %x : i32 to f32
  %r = arith.cmpf ugt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i32_ugt_0x7F800000
func.func @f(%x: i32) -> i1 {
  %k = arith.constant 0x7F800000 : f32
  %e = arith.sitofp %x : i32 to f32
  %r = arith.cmpf ugt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i32_ogt_0xFF800000
func.func @f(%x: i32) -> i1 {
  %k = arith.constant 0xFF800000 : f32
  %e = arith.sitofp %x : i32 to f32
  %r = arith.cmpf ogt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i32_olt_0x7FC00000
func.func @f(%x: i32) -> i1 {
  %k = arith.constant 0x7FC00000 : f32
  %e = arith.sitofp %x : i32 to f32
  %r = arith.cmpf olt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i16_oeq_4p0
func.func @f(%x: i16) -> i1 {
  %k = arith.constant 4.0 : f32
  %e = arith.uitofp %x : i16 to f32
  %r = arith.cmpf oeq, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i16_ugt_4p5
func.func @f(%x: i16) -> i1 {
  %k = arith.constant 4.5 : f32
  %e = arith.uitofp %x : i16 to f32
  %r = arith.cmpf ugt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i16_one_m4p5
func.func @f(%x: i16) -> i1 {
  %k = arith.constant -4.5 : f32
  %e = arith.uitofp %x : i16 to f32
  %r = arith.cmpf one, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i16_one_0p0
func.func @f(%x: i16) -> i1 {
  %k = arith.constant 0.0 : f32
  %e = arith.uitofp %x : i16 to f32
  %r = arith.cmpf one, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i16_ule_m0p0
func.func @f(%x: i16) -> i1 {
  %k = arith.constant -0.0 : f32
  %e = arith.uitofp %x : i16 to f32
  %r = arith.cmpf ule, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i16_oge_1p0e10
func.func @f(%x: i16) -> i1 {
  %k = arith.constant 1.0e10 : f32
  %e = arith.uitofp %x : i16 to f32
  %r = arith.cmpf oge, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i16_oeq_m1p0e10
func.func @f(%x: i16) -> i1 {
  %k = arith.constant -1.0e10 : f32
  %e = arith.uitofp %x : i16 to f32
  %r = arith.cmpf oeq, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i16_one_255p0
func.func @f(%x: i16) -> i1 {
  %k = arith.constant 255.0 : f32
  %e = arith.uitofp %x : i16 to f32
  %r = arith.cmpf one, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i16_ogt_256p0
func.func @f(%x: i16) -> i1 {
  %k = arith.constant 256.0 : f32
  %e = arith.uitofp %x : i16 to f32
  %r = arith.cmpf ogt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i16_ole_m128p0
func.func @f(%x: i16) -> i1 {
  %k = arith.constant -128.0 : f32
  %e = arith.uitofp %x : i16 to f32
  %r = arith.cmpf ole, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i16_uno_m129p0
func.func @f(%x: i16) -> i1 {
  %k = arith.constant -129.0 : f32
  %e = arith.uitofp %x : i16 to f32
  %r = arith.cmpf uno, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i16_ueq_0x7F800000
func.func @f(%x: i16) -> i1 {
  %k = arith.constant 0x7F800000 : f32
  %e = arith.uitofp %x : i16 to f32
  %r = arith.cmpf ueq, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i16_ueq_0xFF800000
func.func @f(%x: i16) -> i1 {
  %k = arith.constant 0xFF800000 : f32
  %e = arith.uitofp %x : i16 to f32
  %r = arith.cmpf ueq, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_uitofp_i16_ule_0x7FC00000
func.func @f(%x: i16) -> i1 {
  %k = arith.constant 0x7FC00000 : f32
  %e = arith.uitofp %x : i16 to f32
  %r = arith.cmpf ule, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i64_une_4p0
func.func @f(%x: i64) -> i1 {
  %k = arith.constant 4.0 : f32
  %e = arith.sitofp %x : i64 to f32
  %r = arith.cmpf une, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i64_ule_4p5
func.func @f(%x: i64) -> i1 {
  %k = arith.constant 4.5 : f32
  %e = arith.sitofp %x : i64 to f32
  %r = arith.cmpf ule, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i64_one_m4p5
func.func @f(%x: i64) -> i1 {
  %k = arith.constant -4.5 : f32
  %e = arith.sitofp %x : i64 to f32
  %r = arith.cmpf one, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i64_uno_0p0
func.func @f(%x: i64) -> i1 {
  %k = arith.constant 0.0 : f32
  %e = arith.sitofp %x : i64 to f32
  %r = arith.cmpf uno, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i64_ugt_m0p0
func.func @f(%x: i64) -> i1 {
  %k = arith.constant -0.0 : f32
  %e = arith.sitofp %x : i64 to f32
  %r = arith.cmpf ugt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i64_ugt_1p0e10
func.func @f(%x: i64) -> i1 {
  %k = arith.constant 1.0e10 : f32
  %e = arith.sitofp %x : i64 to f32
  %r = arith.cmpf ugt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i64_one_m1p0e10
func.func @f(%x: i64) -> i1 {
  %k = arith.constant -1.0e10 : f32
  %e = arith.sitofp %x : i64 to f32
  %r = arith.cmpf one, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i64_ule_255p0
func.func @f(%x: i64) -> i1 {
  %k = arith.constant 255.0 : f32
  %e = arith.sitofp %x : i64 to f32
  %r = arith.cmpf ule, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i64_ule_256p0
func.func @f(%x: i64) -> i1 {
  %k = arith.constant 256.0 : f32
  %e = arith.sitofp %x : i64 to f32
  %r = arith.cmpf ule, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i64_ugt_m128p0
func.func @f(%x: i64) -> i1 {
  %k = arith.constant -128.0 : f32
  %e = arith.sitofp %x : i64 to f32
  %r = arith.cmpf ugt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i64_ugt_m129p0
func.func @f(%x: i64) -> i1 {
  %k = arith.constant -129.0 : f32
  %e = arith.sitofp %x : i64 to f32
  %r = arith.cmpf ugt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i64_oge_0x7F800000
func.func @f(%x: i64) -> i1 {
  %k = arith.constant 0x7F800000 : f32
  %e = arith.sitofp %x : i64 to f32
  %r = arith.cmpf oge, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i64_olt_0xFF800000
func.func @f(%x: i64) -> i1 {
  %k = arith.constant 0xFF800000 : f32
  %e = arith.sitofp %x : i64 to f32
  %r = arith.cmpf olt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i64_uno_0x7FC00000
func.func @f(%x: i64) -> i1 {
  %k = arith.constant 0x7FC00000 : f32
  %e = arith.sitofp %x : i64 to f32
  %r = arith.cmpf uno, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_sitofp_i16_oeq_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.sitofp %x : i16 to f64
  %r = arith.cmpf oeq, %e, %k : f64
  %s = arith.cmpf oeq, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_uitofp_i16_oeq_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.uitofp %x : i16 to f64
  %r = arith.cmpf oeq, %e, %k : f64
  %s = arith.cmpf oeq, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_sitofp_i16_one_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.sitofp %x : i16 to f64
  %r = arith.cmpf one, %e, %k : f64
  %s = arith.cmpf one, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_uitofp_i16_one_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.uitofp %x : i16 to f64
  %r = arith.cmpf one, %e, %k : f64
  %s = arith.cmpf one, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_sitofp_i16_olt_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.sitofp %x : i16 to f64
  %r = arith.cmpf olt, %e, %k : f64
  %s = arith.cmpf olt, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_uitofp_i16_olt_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.uitofp %x : i16 to f64
  %r = arith.cmpf olt, %e, %k : f64
  %s = arith.cmpf olt, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_sitofp_i16_ole_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.sitofp %x : i16 to f64
  %r = arith.cmpf ole, %e, %k : f64
  %s = arith.cmpf ole, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_uitofp_i16_ole_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.uitofp %x : i16 to f64
  %r = arith.cmpf ole, %e, %k : f64
  %s = arith.cmpf ole, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_sitofp_i16_ogt_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.sitofp %x : i16 to f64
  %r = arith.cmpf ogt, %e, %k : f64
  %s = arith.cmpf ogt, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_uitofp_i16_ogt_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.uitofp %x : i16 to f64
  %r = arith.cmpf ogt, %e, %k : f64
  %s = arith.cmpf ogt, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_sitofp_i16_oge_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.sitofp %x : i16 to f64
  %r = arith.cmpf oge, %e, %k : f64
  %s = arith.cmpf oge, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_uitofp_i16_oge_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.uitofp %x : i16 to f64
  %r = arith.cmpf oge, %e, %k : f64
  %s = arith.cmpf oge, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_sitofp_i16_ueq_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.sitofp %x : i16 to f64
  %r = arith.cmpf ueq, %e, %k : f64
  %s = arith.cmpf ueq, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_uitofp_i16_ueq_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.uitofp %x : i16 to f64
  %r = arith.cmpf ueq, %e, %k : f64
  %s = arith.cmpf ueq, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_sitofp_i16_une_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.sitofp %x : i16 to f64
  %r = arith.cmpf une, %e, %k : f64
  %s = arith.cmpf une, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_uitofp_i16_une_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.uitofp %x : i16 to f64
  %r = arith.cmpf une, %e, %k : f64
  %s = arith.cmpf une, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_sitofp_i16_ult_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.sitofp %x : i16 to f64
  %r = arith.cmpf ult, %e, %k : f64
  %s = arith.cmpf ult, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_uitofp_i16_ult_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.uitofp %x : i16 to f64
  %r = arith.cmpf ult, %e, %k : f64
  %s = arith.cmpf ult, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_sitofp_i16_ule_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.sitofp %x : i16 to f64
  %r = arith.cmpf ule, %e, %k : f64
  %s = arith.cmpf ule, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_uitofp_i16_ule_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.uitofp %x : i16 to f64
  %r = arith.cmpf ule, %e, %k : f64
  %s = arith.cmpf ule, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_sitofp_i16_ugt_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.sitofp %x : i16 to f64
  %r = arith.cmpf ugt, %e, %k : f64
  %s = arith.cmpf ugt, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_uitofp_i16_ugt_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.uitofp %x : i16 to f64
  %r = arith.cmpf ugt, %e, %k : f64
  %s = arith.cmpf ugt, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_sitofp_i16_uge_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.sitofp %x : i16 to f64
  %r = arith.cmpf uge, %e, %k : f64
  %s = arith.cmpf uge, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_uitofp_i16_uge_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.uitofp %x : i16 to f64
  %r = arith.cmpf uge, %e, %k : f64
  %s = arith.cmpf uge, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_sitofp_i16_ord_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.sitofp %x : i16 to f64
  %r = arith.cmpf ord, %e, %k : f64
  %s = arith.cmpf ord, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_uitofp_i16_ord_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.uitofp %x : i16 to f64
  %r = arith.cmpf ord, %e, %k : f64
  %s = arith.cmpf ord, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_sitofp_i16_uno_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.sitofp %x : i16 to f64
  %r = arith.cmpf uno, %e, %k : f64
  %s = arith.cmpf uno, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_uitofp_i16_uno_frac
func.func @f(%x: i16) -> (i1, i1) {
  %k = arith.constant 7.25 : f64
  %n = arith.constant -7.25 : f64
  %e = arith.uitofp %x : i16 to f64
  %r = arith.cmpf uno, %e, %k : f64
  %s = arith.cmpf uno, %e, %n : f64
  return %r, %s : i1, i1
}

// -----

// CASE: cmpf_f16_wide_int
func.func @f(%x: i32) -> i1 {
  %k = arith.constant 100.0 : f16
  %e = arith.sitofp %x : i32 to f16
  %r = arith.cmpf olt, %e, %k : f16
  return %r : i1
}

// -----

// CASE: cmpf_f16_wide_int_small
func.func @f(%x: i32) -> i1 {
  %k = arith.constant 3.0 : f16
  %e = arith.sitofp %x : i32 to f16
  %r = arith.cmpf oeq, %e, %k : f16
  return %r : i1
}

// -----

// CASE: cmpf_f32_i64_huge
func.func @f(%x: i64) -> i1 {
  %k = arith.constant 1.0e30 : f32
  %e = arith.sitofp %x : i64 to f32
  %r = arith.cmpf olt, %e, %k : f32
  return %r : i1
}

// -----

// CASE: cmpf_i32_f32_two_pow_31
func.func @f(%x: i32) -> i1 {
  %k = arith.constant 2147483648.0 : f32
  %e = arith.sitofp %x : i32 to f64
  %kk = arith.extf %k : f32 to f64
  %r = arith.cmpf olt, %e, %kk : f64
  return %r : i1
}

// -----

// CASE: fold_addi_zero
func.func @f(%x: i32) -> i32 {
  %c = arith.constant 0 : i32
  %r = arith.addi %x, %c : i32
  return %r : i32
}

// -----

// CASE: fold_addi_zero_lhs
func.func @f(%x: i32) -> i32 {
  %c = arith.constant 0 : i32
  %r = arith.addi %c, %x : i32
  return %r : i32
}

// -----

// CASE: fold_muli_one
func.func @f(%x: i64) -> i64 {
  %c = arith.constant 1 : i64
  %r = arith.muli %x, %c : i64
  return %r : i64
}

// -----

// CASE: fold_muli_zero
func.func @f(%x: i64) -> i64 {
  %c = arith.constant 0 : i64
  %r = arith.muli %x, %c : i64
  return %r : i64
}

// -----

// CASE: fold_subi_self
func.func @f(%x: i16) -> i16 {
  %r = arith.subi %x, %x : i16
  return %r : i16
}

// -----

// CASE: fold_xori_self
func.func @f(%x: i16) -> i16 {
  %r = arith.xori %x, %x : i16
  return %r : i16
}

// -----

// CASE: fold_andi_self
func.func @f(%x: i16) -> i16 {
  %r = arith.andi %x, %x : i16
  return %r : i16
}

// -----

// CASE: fold_ori_self
func.func @f(%x: i16) -> i16 {
  %r = arith.ori %x, %x : i16
  return %r : i16
}

// -----

// CASE: fold_andi_zero
func.func @f(%x: i8) -> i8 {
  %c = arith.constant 0 : i8
  %r = arith.andi %x, %c : i8
  return %r : i8
}

// -----

// CASE: fold_andi_ones
func.func @f(%x: i8) -> i8 {
  %c = arith.constant -1 : i8
  %r = arith.andi %x, %c : i8
  return %r : i8
}

// -----

// CASE: fold_ori_ones
func.func @f(%x: i8) -> i8 {
  %c = arith.constant -1 : i8
  %r = arith.ori %x, %c : i8
  return %r : i8
}

// -----

// CASE: fold_divsi_one
func.func @f(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.divsi %x, %c : i32
  return %r : i32
}

// -----

// CASE: fold_divui_one
func.func @f(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.divui %x, %c : i32
  return %r : i32
}

// -----

// CASE: fold_remui_one
func.func @f(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.remui %x, %c : i32
  return %r : i32
}

// -----

// CASE: fold_shli_zero
func.func @f(%x: i32) -> i32 {
  %c = arith.constant 0 : i32
  %r = arith.shli %x, %c : i32
  return %r : i32
}

// -----

// CASE: fold_maxsi_self
func.func @f(%x: i32) -> i32 {
  %r = arith.maxsi %x, %x : i32
  return %r : i32
}

// -----

// CASE: fold_minui_self
func.func @f(%x: i32) -> i32 {
  %r = arith.minui %x, %x : i32
  return %r : i32
}

// -----

// CASE: fold_addf_neg_zero
func.func @f(%x: f32) -> f32 {
  %c = arith.constant -0.0 : f32
  %r = arith.addf %x, %c : f32
  return %r : f32
}

// -----

// CASE: fold_addf_zero
func.func @f(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = arith.addf %x, %c : f32
  return %r : f32
}

// -----

// CASE: fold_subf_zero
func.func @f(%x: f64) -> f64 {
  %c = arith.constant 0.0 : f64
  %r = arith.subf %x, %c : f64
  return %r : f64
}

// -----

// CASE: fold_mulf_one
func.func @f(%x: f64) -> f64 {
  %c = arith.constant 1.0 : f64
  %r = arith.mulf %x, %c : f64
  return %r : f64
}

// -----

// CASE: fold_divf_one
func.func @f(%x: f32) -> f32 {
  %c = arith.constant 1.0 : f32
  %r = arith.divf %x, %c : f32
  return %r : f32
}

// -----

// CASE: fold_negf_negf
func.func @f(%x: f32) -> f32 {
  %a = arith.negf %x : f32
  %r = arith.negf %a : f32
  return %r : f32
}

// -----

// CASE: fold_maximumf_self
func.func @f(%x: f32) -> f32 {
  %r = arith.maximumf %x, %x : f32
  return %r : f32
}

// -----

// CASE: constfold_addi_i32
func.func @f() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant -9 : i32
  %r = arith.addi %a, %b : i32
  return %r : i32
}

// -----

// CASE: constfold_subi_i8
func.func @f() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant 1 : i8
  %r = arith.subi %a, %b : i8
  return %r : i8
}

// -----

// CASE: constfold_muli_i16
func.func @f() -> i16 {
  %a = arith.constant 300 : i16
  %b = arith.constant 300 : i16
  %r = arith.muli %a, %b : i16
  return %r : i16
}

// -----

// CASE: constfold_divsi_i32
func.func @f() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.divsi %a, %b : i32
  return %r : i32
}

// -----

// CASE: constfold_divui_i32
func.func @f() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.divui %a, %b : i32
  return %r : i32
}

// -----

// CASE: constfold_remsi_i32
func.func @f() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.remsi %a, %b : i32
  return %r : i32
}

// -----

// CASE: constfold_remui_i32
func.func @f() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.remui %a, %b : i32
  return %r : i32
}

// -----

// CASE: constfold_ceildivsi_i32
func.func @f() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}

// -----

// CASE: constfold_floordivsi_i32
func.func @f() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.floordivsi %a, %b : i32
  return %r : i32
}

// -----

// CASE: constfold_ceildivui_i32
func.func @f() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant 2 : i32
  %r = arith.ceildivui %a, %b : i32
  return %r : i32
}

// -----

// CASE: constfold_shli_i32
func.func @f() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 31 : i32
  %r = arith.shli %a, %b : i32
  return %r : i32
}

// -----

// CASE: constfold_shrsi_i8
func.func @f() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant 3 : i8
  %r = arith.shrsi %a, %b : i8
  return %r : i8
}

// -----

// CASE: constfold_shrui_i8
func.func @f() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant 3 : i8
  %r = arith.shrui %a, %b : i8
  return %r : i8
}

// -----

// CASE: constfold_andi_i32
func.func @f() -> i32 {
  %a = arith.constant 12 : i32
  %b = arith.constant 10 : i32
  %r = arith.andi %a, %b : i32
  return %r : i32
}

// -----

// CASE: constfold_ori_i32
func.func @f() -> i32 {
  %a = arith.constant 12 : i32
  %b = arith.constant 10 : i32
  %r = arith.ori %a, %b : i32
  return %r : i32
}

// -----

// CASE: constfold_xori_i32
func.func @f() -> i32 {
  %a = arith.constant 12 : i32
  %b = arith.constant 10 : i32
  %r = arith.xori %a, %b : i32
  return %r : i32
}

// -----

// CASE: constfold_maxsi_i8
func.func @f() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 1 : i8
  %r = arith.maxsi %a, %b : i8
  return %r : i8
}

// -----

// CASE: constfold_maxui_i8
func.func @f() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 1 : i8
  %r = arith.maxui %a, %b : i8
  return %r : i8
}

// -----

// CASE: constfold_minsi_i8
func.func @f() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 1 : i8
  %r = arith.minsi %a, %b : i8
  return %r : i8
}

// -----

// CASE: constfold_minui_i8
func.func @f() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 1 : i8
  %r = arith.minui %a, %b : i8
  return %r : i8
}

// -----

// CASE: constfold_addf_f32
func.func @f() -> f32 {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}

// -----

// CASE: constfold_subf_f64
func.func @f() -> f64 {
  %a = arith.constant 1.5 : f64
  %b = arith.constant 2.25 : f64
  %r = arith.subf %a, %b : f64
  return %r : f64
}

// -----

// CASE: constfold_mulf_f32
func.func @f() -> f32 {
  %a = arith.constant 3.0 : f32
  %b = arith.constant -0.5 : f32
  %r = arith.mulf %a, %b : f32
  return %r : f32
}

// -----

// CASE: constfold_divf_f64
func.func @f() -> f64 {
  %a = arith.constant 1.0 : f64
  %b = arith.constant 3.0 : f64
  %r = arith.divf %a, %b : f64
  return %r : f64
}

// -----

// CASE: constfold_remf_f32
func.func @f() -> f32 {
  %a = arith.constant 7.5 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.remf %a, %b : f32
  return %r : f32
}

// -----

// CASE: constfold_maximumf_f32
func.func @f() -> f32 {
  %a = arith.constant -0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}

// -----

// CASE: constfold_minimumf_f32
func.func @f() -> f32 {
  %a = arith.constant -0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.minimumf %a, %b : f32
  return %r : f32
}

// -----

// CASE: constfold_maxnumf_f64
func.func @f() -> f64 {
  %a = arith.constant 1.0 : f64
  %b = arith.constant 2.0 : f64
  %r = arith.maxnumf %a, %b : f64
  return %r : f64
}

// -----

// CASE: constfold_minnumf_f64
func.func @f() -> f64 {
  %a = arith.constant 1.0 : f64
  %b = arith.constant 2.0 : f64
  %r = arith.minnumf %a, %b : f64
  return %r : f64
}

// -----

// CASE: constfold_divsi_by_zero
func.func @f() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant 0 : i32
  %r = arith.divsi %a, %b : i32
  return %r : i32
}

// -----

// CASE: constfold_cmpi_all
func.func @f() -> (i1, i1, i1, i1, i1, i1) {
  %a = arith.constant -3 : i32
  %b = arith.constant 5 : i32
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.cmpi ult, %a, %b : i32
  %2 = arith.cmpi eq, %a, %b : i32
  %3 = arith.cmpi sge, %a, %a : i32
  %4 = arith.cmpi ugt, %a, %b : i32
  %5 = arith.cmpi ne, %a, %b : i32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

// CASE: constant_dedup_and_hoist
func.func @f(%x: i32) -> (i32, i32) {
  %a = arith.addi %x, %x : i32
  %c = arith.constant 42 : i32
  %b = arith.muli %a, %c : i32
  %d = arith.constant 42 : i32
  %e = arith.addi %b, %d : i32
  return %b, %e : i32, i32
}

// -----

// CASE: dead_ops_erased
func.func @f(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %a, %a : i32
  %c = arith.constant 3.0 : f32
  return %x : i32
}

// -----

// CASE: commutative_constant_moves_right
func.func @f(%x: i32) -> (i32, i32, i32) {
  %c = arith.constant 3 : i32
  %a = arith.addi %c, %x : i32
  %b = arith.muli %c, %x : i32
  %d = arith.andi %c, %x : i32
  return %a, %b, %d : i32, i32, i32
}

// -----

// CASE: index_cast_constant
func.func @f() -> (index, i64) {
  %c = arith.constant 5 : i32
  %a = arith.index_cast %c : i32 to index
  %b = arith.index_cast %a : index to i64
  return %a, %b : index, i64
}

// -----

// CASE: ext_trunc_constants
func.func @f() -> (i32, i32, i8) {
  %c = arith.constant -5 : i8
  %a = arith.extsi %c : i8 to i32
  %b = arith.extui %c : i8 to i32
  %w = arith.constant 1000 : i32
  %t = arith.trunci %w : i32 to i8
  return %a, %b, %t : i32, i32, i8
}

// -----

// CASE: float_int_conversions
func.func @f() -> (f32, f32, i32, i32) {
  %c = arith.constant -5 : i32
  %a = arith.sitofp %c : i32 to f32
  %b = arith.uitofp %c : i32 to f32
  %k = arith.constant -7.9 : f32
  %x = arith.fptosi %k : f32 to i32
  %y = arith.constant 7.9 : f32
  %z = arith.fptoui %y : f32 to i32
  return %a, %b, %x, %z : f32, f32, i32, i32
}

// -----

// CASE: nested_region_canonicalized
func.func @f(%x: i32, %c: i1) -> i32 {
  %r = "test.region"() ({
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %a = arith.addi %x, %c1 : i32
    %b = arith.addi %a, %c2 : i32
    "test.yield"(%b) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}

// -----

// CASE: two_functions
func.func @f(%x: i32) -> i32 {
  %c = arith.constant 0 : i32
  %a = arith.addi %x, %c : i32
  return %a : i32
}
func.func @g(%x: i32) -> i32 {
  %c = arith.constant 2 : i32
  %a = arith.muli %x, %c : i32
  %b = arith.muli %a, %c : i32
  return %b : i32
}

// -----

// CASE: extf_of_truncf_contract
func.func @f(%a: f32, %v: vector<4xf32>) -> (f32, vector<4xf32>, f32) {
  %0 = arith.truncf %a fastmath<contract> : f32 to bf16
  %1 = arith.extf %0 fastmath<contract> : bf16 to f32
  %2 = arith.truncf %v fastmath<fast> : vector<4xf32> to vector<4xf16>
  %3 = arith.extf %2 fastmath<contract,afn> : vector<4xf16> to vector<4xf32>
  %4 = arith.truncf %a : f32 to f16
  %5 = arith.extf %4 fastmath<contract> : f16 to f32
  return %1, %3, %5 : f32, vector<4xf32>, f32
}
