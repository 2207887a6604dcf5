// spirv.CopyMemory: each pointer's storage class, the target's and the
// source's memory access (printed as MLIR prints them).
func.func @copies(%dst: !spirv.ptr<i16, Workgroup>, %src: !spirv.ptr<i16, Function>) {
  spirv.CopyMemory "Workgroup" %dst, "Function" %src : i16
  spirv.CopyMemory "Workgroup" %dst, "Function" %src ["Nontemporal"] : i16
  spirv.CopyMemory "Workgroup" %dst, "Function" %src ["Aligned", 2], ["Aligned", 8] : i16
  spirv.CopyMemory "Workgroup" %dst, "Function" %src, ["Volatile"] : i16 {note = "x"}
  return
}

// -----

func.func @pointees(%dst: !spirv.ptr<i16, Workgroup>, %src: !spirv.ptr<i32, Function>) {
  "spirv.CopyMemory"(%dst, %src) : (!spirv.ptr<i16, Workgroup>, !spirv.ptr<i32, Function>) -> ()
  return
}

// -----

func.func @source_alignment(%dst: !spirv.ptr<i16, Workgroup>, %src: !spirv.ptr<i16, Function>) {
  "spirv.CopyMemory"(%dst, %src) <{source_memory_access = #spirv.memory_access<Aligned>}> : (!spirv.ptr<i16, Workgroup>, !spirv.ptr<i16, Function>) -> ()
  return
}

// -----

func.func @target_alignment(%dst: !spirv.ptr<i16, Workgroup>, %src: !spirv.ptr<i16, Function>) {
  "spirv.CopyMemory"(%dst, %src) <{memory_access = #spirv.memory_access<Volatile>, alignment = 4 : i32}> : (!spirv.ptr<i16, Workgroup>, !spirv.ptr<i16, Function>) -> ()
  return
}
