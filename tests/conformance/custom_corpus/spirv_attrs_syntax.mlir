// SPIR-V's C++-defined attributes, read in loose spellings.
module attributes {
  spirv.target_env = #spirv.target_env<#spirv.vce<v1.3,[Shader,Float16],[SPV_KHR_16bit_storage]>, api=Vulkan, Intel:IntegratedGPU:0x10, #spirv.resource_limits<subgroup_size = 16>>
} {
  func.func private @f(%arg0: i32 {spirv.interface_var_abi = #spirv.interface_var_abi<(1,2),Uniform>})
  func.func private @g(%arg0: !spirv.ptr<f32, Uniform> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 7)>})
  func.func private @h(%arg0: f32 {spirv.decoration = #spirv.decoration<Flat>}) attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [2, 1, 1]>}
}

// -----

// Unknown vendor, device type and id are not printed.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, Unknown:Unknown:5, #spirv.resource_limits<>>} {
}
