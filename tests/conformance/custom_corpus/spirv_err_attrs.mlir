module attributes {x = #spirv.vce<v2.0, [Shader], []>} {
}

// -----

module attributes {x = #spirv.vce<v1.0, [Shader, Magic], []>} {
}

// -----

module attributes {x = #spirv.vce<v1.0, [Shader], [SPV_MADE_UP]>} {
}

// -----

module attributes {x = #spirv.vce<v1.0, [Shader]>} {
}

// -----

module attributes {x = #spirv.vce<v1.0, [], []> : i64} {
}

// -----

module attributes {x = #spirv.target_env<#spirv.vce<v1.0, [], []>, api=Metal9, #spirv.resource_limits<>>} {
}

// -----

module attributes {x = #spirv.target_env<#spirv.vce<v1.0, [], []>, Acme, #spirv.resource_limits<>>} {
}

// -----

module attributes {x = #spirv.target_env<#spirv.vce<v1.0, [], []>, AMD:Toaster, #spirv.resource_limits<>>} {
}

// -----

module attributes {x = #spirv.target_env<#spirv.resource_limits<>, #spirv.resource_limits<>>} {
}

// -----

module attributes {x = #spirv.interface_var_abi<(x, 0)>} {
}

// -----

module attributes {x = #spirv.interface_var_abi<(0, y)>} {
}

// -----

module attributes {x = #spirv.interface_var_abi<(0, 0), Nowhere>} {
}

// -----

module attributes {x = #spirv.made_up<1>} {
}

// -----

func.func private @f(%arg0: vector<2xf32> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1), Input>})

// -----

func.func private @f(%arg0: f32 {spirv.interface_var_abi = 0 : i32})

// -----

func.func private @f(%arg0: f32 {spirv.sampled = 0 : i32})

// -----

func.func private @f() -> (f32 {spirv.decoration = #spirv.decoration<Flat>})

// -----

func.func private @f() attributes {spirv.workgroup = 64 : i32}

// -----

module attributes {spirv.target_env = #spirv.vce<v1.0, [], []>} {
}

// -----

func.func private @f() attributes {spirv.entry_point_abi = #spirv.interface_var_abi<(0, 1)>}

// -----

module attributes {x = #spirv.vce<v1.0, [Shader, ], []>} {
}
