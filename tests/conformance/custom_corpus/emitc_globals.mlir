// emitc.global's type and initial value, its verifier, and get_global's reference check.
emitc.global @a : !emitc.array<2xf32> = dense<[1.0, 2.0]>
emitc.global extern @b : i32
emitc.global static const @c : i32 = 7
emitc.global @d : f32 = 3.0
emitc.global @e : !emitc.opaque<"char"> = #emitc.opaque<"CHAR_MIN">
emitc.global @f : !emitc.array<3x!emitc.opaque<"x">>

func.func @use() {
  %0 = emitc.get_global @a : !emitc.array<2xf32>
  %1 = emitc.get_global @c : !emitc.lvalue<i32>
  return
}

// -----

"emitc.global"() <{sym_name = "g", type = i32, static_specifier, extern_specifier}> : () -> ()

// -----

emitc.global @h : i32 = 1.0 : f32

// -----

emitc.global @i : !emitc.array<2xf32> = dense<[1, 2]> : tensor<2xi32>

// -----

emitc.global @j : i32 = "str"

// -----

emitc.global @k : i32
func.func @bad_use() {
  %0 = emitc.get_global @k : !emitc.lvalue<f32>
  return
}

// -----

func.func @missing() {
  %0 = emitc.get_global @nope : !emitc.lvalue<f32>
  return
}

// -----

emitc.global @l : !emitc.array<2xf32>
func.func @bad_array() {
  %0 = emitc.get_global @l : !emitc.array<3xf32>
  return
}
