// #spirv.entry_point_abi's workgroup_size is a DenseI32ArrayAttr parameter, written [x, y, z].
func.func @sized() attributes {
  spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 4, 1], subgroup_size = 16>
} {
  return
}

func.func @empty() attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = []>} {
  return
}

// -----

func.func @scalar() attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = 8>} {
  return
}
