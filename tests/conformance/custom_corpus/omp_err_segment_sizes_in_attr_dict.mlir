// operandSegmentSizes written among the discardable attributes: the op's
// setter takes an array<i32> with one size per group (in custom form it
// replaces the parsed sizes) and drops anything else.
func.func @wrong_size(%n: i32) {
  "omp.teams"(%n) ({
    omp.terminator
  }) {operandSegmentSizes = array<i32: 0, 1, 0>} : (i32) -> ()
  return
}

// -----

func.func @wrong_element_type(%n: i32) {
  "omp.teams"(%n) ({
    omp.terminator
  }) {operandSegmentSizes = array<i64: 0, 0, 0, 0, 1, 0, 0, 0>} : (i32) -> ()
  return
}

// -----

func.func @custom_form_sizes_replaced(%n: i32) {
  omp.teams thread_limit(%n : i32) {
    omp.terminator
  } {operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0>}
  return
}

// -----

func.func @generic_sizes_kept(%n: i32) {
  "omp.teams"(%n) ({
    omp.terminator
  }) {operandSegmentSizes = array<i32: 0, 0, 0, 0, 1, 0, 0, 0>} : (i32) -> ()
  "omp.teams"() ({
    omp.terminator
  }) : () -> ()
  return
}
