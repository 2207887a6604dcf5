module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "middle">} {
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.unknown_key" = 1>} {
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<"func.key" = 1>} {
  func.func private @g()
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<index = dense<32> : vector<1xi64>>} {
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<[8, 16, 32]> : vector<3xi64>>} {
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<[64, 32]> : vector<2xi64>>} {
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<bf16 = dense<[16]> : vector<1xi32>>} {
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<memref<2xi8> = 1>} {
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.func<void ()> = 1>} {
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<1> = dense<[64, 64]> : vector<2xi64>>} {
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64, 64]> : vector<3xi32>>} {
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 128, 64]> : vector<3xi64>>} {
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<(i32)> = dense<[32]> : vector<1xi64>>} {
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[32, 16]> : vector<2xi64>>} {
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[32]> : vector<1xi8>>} {
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<!ptr.ptr<#ptr.generic_space> = dense<[64, 64, 64]> : vector<3xi64>>} {
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<!ptr.ptr<#ptr.generic_space> = #ptr.spec<size = 64, abi = 12, preferred = 64>>} {
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<"a.b" = 1>} {
  func.func private @g()
  module attributes {dlti.dl_spec = #dlti.dl_spec<"a.b" = 2>} {
  }
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<"a.b" = 1>} {
  gpu.module @kernels attributes {dlti.dl_spec = #dlti.dl_spec<"a.b" = 3>} {
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "sideways">} {
  }
}
