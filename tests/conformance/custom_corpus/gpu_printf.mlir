func.func @show(%i: index, %f: f32, %n: i32) {
  gpu.printf "plain\n"
  gpu.printf "i=%lld f=%f\n", %i, %f : index, f32
  gpu.printf "%d", %n : i32
  return
}
