// acc.loop's verifier: exclusive parallelism, seq without gang/worker/vector,
// duplicate device types, container-like loops.
func.func @auto_and_seq(%i: index) {
  acc.loop control(%x : index) = (%i : index) to (%i : index) step (%i : index) {
    acc.yield
  } attributes {auto_ = [#acc.device_type<none>], seq = [#acc.device_type<none>]}
  return
}

// -----

func.func @seq_with_worker(%i: index) {
  acc.loop worker control(%x : index) = (%i : index) to (%i : index) step (%i : index) {
    acc.yield
  } attributes {seq = [#acc.device_type<none>]}
  return
}

// -----

func.func @no_default_parallelism(%i: index) {
  acc.loop control(%x : index) = (%i : index) to (%i : index) step (%i : index) {
    acc.yield
  } attributes {independent = [#acc.device_type<nvidia>]}
  return
}

// -----

func.func @duplicate_vector_device(%i: index) {
  acc.loop control(%x : index) = (%i : index) to (%i : index) step (%i : index) {
    acc.yield
  } attributes {independent = [#acc.device_type<none>], vector = [#acc.device_type<host>, #acc.device_type<host>]}
  return
}

// -----

func.func @container_without_loop(%i: index) {
  acc.loop {
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  return
}

// -----

func.func @too_many_gangs(%n: i32) {
  acc.parallel num_gangs({%n : i32, %n : i32, %n : i32, %n : i32}) {
    acc.yield
  }
  return
}

// -----

func.func @async_value_and_keyword(%n: i32) {
  "acc.serial"(%n) <{asyncOperandsDeviceType = [#acc.device_type<host>], asyncOnly = [#acc.device_type<host>], operandSegmentSizes = array<i32: 1, 0, 0, 0, 0, 0, 0, 0>}> ({
    acc.yield
  }) : (i32) -> ()
  return
}
