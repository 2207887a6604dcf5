// Types and attributes of a dialect nobody registered are errors without
// --allow-unregistered-dialect, as MLIR's OpaqueType/OpaqueAttr verify them.
func.func @type(%v: !nodialect.thing<i32>) {
  return
}

// -----

func.func @attr() attributes {a = #nodialect.flag<"on">} {
  return
}

// -----

func.func @typed_attr() attributes {a = #nodialect.count : i64} {
  return
}
