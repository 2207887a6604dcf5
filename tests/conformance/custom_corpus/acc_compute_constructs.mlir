// Compute constructs and acc.loop with their device-type clauses.
acc.private.recipe @priv_f32 : memref<f32> init {
^bb0(%a: memref<f32>):
  %0 = memref.alloca() : memref<f32>
  acc.yield %0 : memref<f32>
}

func.func @compute(%n: i32, %w: i64, %i: index, %buf: memref<f32>) {
  %dev = acc.present varPtr(%buf : memref<f32>) -> memref<f32>
  %priv = acc.private varPtr(%buf : memref<f32>) recipe(@priv_f32) -> memref<f32>
  acc.parallel num_gangs({%n : i32}, {%n : i32, %w : i64} [#acc.device_type<radeon>]) vector_length(%n : i32 [#acc.device_type<host>]) wait([#acc.device_type<nvidia>], {devnum: %n : i32, %w : i64}, {%i : index} [#acc.device_type<multicore>]) dataOperands(%dev : memref<f32>) private(%priv : memref<f32>) {
    acc.loop gang({static=%w : i64, num=%n : i32}) worker(%n : i32) tile({%i : index, %i : index}) control(%x : index, %y : index) = (%i, %i : index, index) to (%i, %i : index, index)  step (%i, %i : index, index) {
      acc.yield
    } attributes {independent = [#acc.device_type<none>], inclusiveUpperbound = array<i1: true, false>}
    acc.yield
  }
  acc.serial async wait {
    acc.yield
  }
  acc.kernels async(%n : i32) wait({%n : i32}) {
    acc.loop combined(kernels) gang vector {
      scf.for %k = %i to %i step %i {
      }
      acc.yield
    } attributes {auto_ = [#acc.device_type<none>], seq = [#acc.device_type<host>]}
    acc.terminator
  }
  return
}
