// !emitc.array: a static, non-empty shape and an element type EmitC allows.
func.func @ok(%a: !emitc.array<2x3xi32>, %b: !emitc.array<4x!emitc.ptr<f32>>) {
  return
}

// -----

func.func @dynamic(%a: !emitc.array<4x?xf32>) {
  return
}

// -----

func.func @empty(%a: !emitc.array<f32>) {
  return
}

// -----

func.func @nested(%a: !emitc.array<2x!emitc.array<3xi8>>) {
  return
}

// -----

func.func @assign_kind(%a: i32, %v: !emitc.array<4xi32>) {
  emitc.assign %a : i32 to %v : !emitc.array<4xi32>
  return
}
