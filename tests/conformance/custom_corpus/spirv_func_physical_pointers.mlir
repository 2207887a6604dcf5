// spirv.func: arguments pointing into PhysicalStorageBuffer need an aliasing
// decoration; at most one result.
spirv.func @decorated(%p: !spirv.ptr<i8, PhysicalStorageBuffer> {spirv.decoration = #spirv.decoration<Restrict>}, %q: !spirv.ptr<!spirv.ptr<f16, PhysicalStorageBuffer>, Function> {spirv.decoration = #spirv.decoration<AliasedPointer>}) "None" {
  spirv.Return
}

// -----

spirv.func @plain(%p: !spirv.ptr<i8, PhysicalStorageBuffer>) "None" {
  spirv.Return
}

// -----

spirv.func @pointer_to_pointer(%q: !spirv.ptr<!spirv.ptr<f16, PhysicalStorageBuffer>, Function> {spirv.decoration = #spirv.decoration<Aliased>}) "None" {
  spirv.Return
}

// -----

spirv.func @array_of_pointers(%q: !spirv.ptr<!spirv.array<2 x !spirv.ptr<f16, PhysicalStorageBuffer>>, Function>) "None" {
  spirv.Return
}

// -----

spirv.func @two_results(%x: i8) -> (i8, i8) "None"
